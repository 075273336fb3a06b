import { Fragment, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { OwoEmailVerifiedEvent } from '../../events/owo-email-verified';
import type { OwoNavigateEvent } from '../../events/owo-navigate';
import type { OwoPasswordResetEvent } from '../../events/owo-password-reset';
import type { OwoRegisterSuccessEvent } from '../../events/owo-register-success';
import { useHostElement } from '../../internal/host-context';
import { emailFromState } from '../../internal/navigate';
import { type FrameOutcome, frameAccountInput, useRuntime } from '../../internal/runtime';
import { frameBridge } from './frame-bridge';
import { startFrame } from './start-frame';
import { StepBoundary } from './step-boundary';

/**
 * The account screens, by the paths their elements go to each other with (the elements' defaults,
 * which the frame's screens keep): a move to one a view shows stays in the frame; a move to one of the
 * partner page's links goes out as `navigate`; any other (the home page after a sign-in) is the page's.
 */
export const ACCOUNT_PATHS = {
  login: '/auth/login',
  register: '/auth/register',
  'verify-email': '/auth/verify-email',
  'forgot-password': '/auth/forgot-password',
  'verify-reset-password': '/auth/verify-reset-password',
  'reset-password': '/auth/reset-password',
} as const;
export type AccountScreen = keyof typeof ACCOUNT_PATHS;

/** Draws a screen for the email it was handed (from the previous screen, or the page's element). */
export type DrawScreen = (email: string | undefined) => ReactNode;

/** The partner page's own screens a frame can send the person to (FRAME_LINKS). */
const LINKS = new Set<AccountScreen>(['login', 'register', 'forgot-password']);

const screenAt = (to: string) =>
  (Object.keys(ACCOUNT_PATHS) as AccountScreen[]).find((screen) => ACCOUNT_PATHS[screen] === to);

/**
 * What an account screen's element fires, said to the partner page (its element fires it there), with
 * the success the screen said just before (`said`), which the page's toaster shows as Owo's site would.
 */
function outcomeOf(event: Event, said: string): FrameOutcome | null {
  switch (event.type) {
    case 'owo-login-success':
      return { type: 'signed-in' };
    case 'owo-register-success': {
      const { email, message } = (event as OwoRegisterSuccessEvent).detail;
      return { type: 'registered', email, message };
    }
    case 'owo-email-verified':
      return { type: 'email-verified', email: (event as OwoEmailVerifiedEvent).detail.email, message: said };
    case 'owo-password-reset':
      return { type: 'password-reset', email: (event as OwoPasswordResetEvent).detail.email, message: said };
    default:
      return null;
  }
}
const ACCOUNT_EVENTS = [
  'owo-login-success',
  'owo-register-success',
  'owo-email-verified',
  'owo-password-reset',
];

/**
 * An account view of the frame: the screen its element shows on Owo's site, and the next ones (the
 * code after a sign-up, the new password after the code), each typed here on Owo's origin. `screens`
 * has what this view shows, `start` first; the others are lazy so the first screen pays only for itself.
 */
export function AccountView({
  start,
  screens,
}: {
  start: AccountScreen;
  screens: Partial<Record<AccountScreen, DrawScreen>>;
}) {
  const host = useHostElement();
  const { bus } = useRuntime();
  const given = useSyncExternalStore(frameBridge.subscribe, frameBridge.email);
  const [screen, setScreen] = useState<{ name: AccountScreen; email?: string | undefined }>({ name: start });

  useEffect(() => {
    if (!host) return undefined;
    const onNavigate = (event: OwoNavigateEvent) => {
      event.preventDefault();
      const { to, state } = event.detail;
      const next = screenAt(to);
      if (next && screens[next]) setScreen({ name: next, email: emailFromState(state) });
      else if (next && LINKS.has(next))
        frameBridge.tell({ type: 'navigate', to: next as 'login' | 'register' | 'forgot-password' });
    };
    // The screens say a success (a toast on Owo's site), then fire their event.
    let said = '';
    const stopListening = bus.on('toast:show', ({ kind, message }) => {
      if (kind === 'success') said = message;
    });
    const onEvent = (event: Event) => {
      const outcome = outcomeOf(event, said);
      if (outcome) frameBridge.tell(outcome);
    };
    host.addEventListener('owo-navigate', onNavigate);
    for (const name of ACCOUNT_EVENTS) host.addEventListener(name, onEvent);
    return () => {
      stopListening();
      host.removeEventListener('owo-navigate', onNavigate);
      for (const name of ACCOUNT_EVENTS) host.removeEventListener(name, onEvent);
    };
  }, [host, bus, screens]);

  const draw = screens[screen.name] ?? screens[start];
  // Inside the view, so a step that failed to load is tried again where the person was.
  return (
    <StepBoundary>
      <Suspense
        fallback={
          <p className="owo-frame__status" role="status">
            Loading…
          </p>
        }
      >
        {/* A screen of its own per name: one screen's typed fields never show on the next. */}
        <Fragment key={screen.name}>
          {draw?.(screen.email ?? (screen.name === start ? (given ?? undefined) : undefined))}
        </Fragment>
      </Suspense>
    </StepBoundary>
  );
}

/**
 * Starts an account view's frame (its script is the view's entry): `view` is the screen it opens on,
 * and the page may send the email its element was given.
 */
export function startAccountFrame(
  view: AccountScreen,
  screens: Partial<Record<AccountScreen, DrawScreen>>,
): void {
  startFrame(
    view,
    frameAccountInput,
    () => <AccountView start={view} screens={screens} />,
    (input) => frameBridge.setEmail(input.email),
  );
}
