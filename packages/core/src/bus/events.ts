import type { User } from '../contract';

export type LogoutReason = 'user' | 'refresh-failed' | 'other-tab' | 'session-expired';
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/**
 * Every event on the in-page bus and its payload. Payloads never carry a token, PIN or password:
 * any listener on the page (including a partner's script) can read them.
 */
export interface OwoEventMap {
  'session:changed': { user: User | null };
  'session:logout': { reason: LogoutReason };
  'toast:show': { kind: ToastKind; message: string; id: string };
  navigate: { to: string; state?: unknown; replace?: boolean };
  'progress:change': { inFlight: number };
}

export type OwoEventType = keyof OwoEventMap;
