/**
 * The sandbox's test values, like a payment provider's test cards. The route descriptions of the API
 * reference print this table; apps/api/README.md and the owo-pay-bills stories repeat it.
 */
export const SANDBOX_PHONES = {
  completed: '08011111111',
  late: '08022222222',
  failed: '08033333333',
  silent: '08044444444',
} as const;

export const SANDBOX_IDS = {
  smartcard: '1212121212',
  prepaidMeter: '1111111111111',
  postpaidMeter: '1010101010101',
  betting: '1234567',
  jambProfile: '0123456789',
  approveCard: 'SANDBOX-APPROVE',
  rejectCard: 'SANDBOX-REJECT',
} as const;

export const SANDBOX_TABLE: [service: string, value: string, outcome: string][] = [
  ['airtime, data', `phone ${SANDBOX_PHONES.completed}`, 'completed at once'],
  [
    'airtime, data',
    `phone ${SANDBOX_PHONES.late}`,
    'pending, then completed by a requery (SANDBOX_BILLS_LATE_MS, 10 s)',
  ],
  ['airtime, data', `phone ${SANDBOX_PHONES.failed}`, 'failed: the hold is voided and the money is back'],
  [
    'airtime, data',
    `phone ${SANDBOX_PHONES.silent}`,
    'the provider does not answer: pending, then resolved by a requery',
  ],
  ['cable TV', `smartcard ${SANDBOX_IDS.smartcard}`, 'valid: a customer name and the current bouquet'],
  [
    'electricity',
    `meter ${SANDBOX_IDS.prepaidMeter} (prepaid) / ${SANDBOX_IDS.postpaidMeter} (postpaid)`,
    'valid: name and address; prepaid returns a 20-digit token',
  ],
  ['betting', `customer id ${SANDBOX_IDS.betting}`, 'valid: a customer name'],
  ['education', `JAMB profile code ${SANDBOX_IDS.jambProfile}`, 'valid: a candidate name'],
  [
    'gift card sale',
    `card code ${SANDBOX_IDS.approveCard} / ${SANDBOX_IDS.rejectCard}`,
    'approved with payout after review / rejected',
  ],
  ['any service', 'a customer id or meter of all zeros', 'invalid: 422 INVALID_CUSTOMER'],
  ['any service', 'any other well-formed value', 'valid, and the purchase completes at once'],
];

/** The table as Markdown, for the API reference. */
export function sandboxTableMarkdown(): string {
  const rows = SANDBOX_TABLE.map(([service, value, outcome]) => `| ${service} | ${value} | ${outcome} |`);
  return ['Sandbox test values:', '', '| service | value | outcome |', '|---|---|---|', ...rows].join('\n');
}
