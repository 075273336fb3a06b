import type { MoneyDirection } from './money';
import { describeMovement } from './movement';

// By tone: completed, pending, void, returned (a module apart: only History's rows say it).
const VERBS = {
  credit: ['Received', 'Incoming', 'Not received', 'Taken back'],
  debit: ['Sent', 'Sending', 'Not sent', 'Returned to you'],
} as const;
const TONE_INDEX = { credit: 0, debit: 0, pending: 1, void: 2, returned: 3 } as const;

/** What happened to the money, in words that follow `describeMovement`: 'Received', 'Not received'... */
export function movementVerb(direction: MoneyDirection, status: string | null | undefined): string {
  return VERBS[direction][TONE_INDEX[describeMovement(direction, status).tone]];
}
