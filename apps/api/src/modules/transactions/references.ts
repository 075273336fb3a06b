import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function lagosStamp(now: Date): string {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000);
  return lagos.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** OWO + Lagos date + 10 random characters: unique, sortable by day, readable over the phone. */
export function newReference(now: Date): string {
  const bytes = randomBytes(10);
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `OWO${lagosStamp(now).slice(0, 8)}${tail}`;
}

/** A NIP session id: sender bank code (6), yyMMddHHmmss (12) and 12 random digits = 30 digits. */
export function newSessionId(bankCode: string, now: Date): string {
  const serial = Array.from({ length: 12 }, () => randomInt(0, 10)).join('');
  return `${bankCode.padStart(6, '0')}${lagosStamp(now).slice(2)}${serial}`;
}
