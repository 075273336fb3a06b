import type { UserRow } from '../db/schema';

/** Who is calling, once a Bearer access token has been checked against a live session. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
}
