/**
 * The mobile network a Nigerian number was first issued on, from its prefix (NCC allocations). Numbers
 * are portable, so this is only a first guess the person can change, never a check.
 */
const PREFIXES: Record<string, readonly string[]> = {
  mtn: [
    '0803',
    '0806',
    '0703',
    '0706',
    '0704',
    '0813',
    '0816',
    '0810',
    '0814',
    '0903',
    '0906',
    '0913',
    '0916',
  ],
  airtel: ['0802', '0808', '0708', '0701', '0812', '0901', '0902', '0904', '0907', '0912'],
  glo: ['0805', '0807', '0705', '0815', '0811', '0905', '0915'],
  '9mobile': ['0809', '0817', '0818', '0908', '0909'],
};

/** '+2348031234567', '2348031234567' and '08031234567' are the same number. */
export function localPhoneNumber(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\+?234\d{10}$/.test(digits)) return `0${digits.slice(-10)}`;
  return digits;
}

/** The network id ('mtn', 'airtel', 'glo', '9mobile') or null when the prefix says nothing. */
export function guessNetwork(phone: string): string | null {
  const prefix = localPhoneNumber(phone).slice(0, 4);
  for (const [network, prefixes] of Object.entries(PREFIXES)) if (prefixes.includes(prefix)) return network;
  return null;
}
