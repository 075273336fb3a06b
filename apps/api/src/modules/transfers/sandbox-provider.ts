import type { Bank } from '@owo/core/contract';
import type { Clock } from '../../clock';
import {
  type BankTransferProvider,
  type PayoutOutcome,
  type PayoutRequest,
  ProviderTimeoutError,
} from './bank-provider';

/**
 * A CBN-shaped list, coded as the processors list them: 3 digits for a bank, 5 for a microfinance bank,
 * 6 for a mobile-money operator (whose account numbers are phone numbers: see isValidAccountNumber).
 */
export const SANDBOX_BANKS: Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '030', name: 'Heritage Bank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '50211', name: 'Kuda MFB' },
  { code: '50515', name: 'Moniepoint MFB' },
  { code: '999992', name: 'OPay Digital Services' },
  { code: '999991', name: 'PalmPay' },
  { code: '076', name: 'Polaris Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'Suntrust Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
];

/**
 * The sandbox's test values: the outcome is decided by digits 8 and 9 of the account number (the
 * last two of the serial, before the check digit), at any bank. Documented in apps/api/README.md.
 */
export const SANDBOX_OUTCOMES = {
  '91': 'fails at once (the bank declines)',
  '92': 'late answer: processing, then completed after SANDBOX_LATE_MS',
  '93': 'no answer: the send times out, a later requery finds it completed',
  '94': 'late failure: processing, then failed after SANDBOX_LATE_MS',
  '99': 'name enquiry finds no account',
} as const;

const NAMES = [
  'Adaeze Nwosu',
  'Babatunde Adeyemi',
  'Chinedu Okeke',
  'Fatima Bello',
  'Ifeoma Eze',
  'Kehinde Ogunleye',
  'Musa Abdullahi',
  'Ngozi Obi',
  'Oluwaseun Balogun',
  'Yetunde Alade',
];

function caseOf(accountNumber: string): string {
  return accountNumber.slice(7, 9);
}

export function createSandboxProvider(clock: Clock, lateMs: number): BankTransferProvider {
  const late = (request: PayoutRequest) => clock.now().getTime() - request.createdAt.getTime() >= lateMs;
  const outcome = (request: PayoutRequest, first: boolean): PayoutOutcome => {
    switch (caseOf(request.accountNumber)) {
      case '91':
        return { status: 'failed', reason: 'The recipient’s bank declined the transfer' };
      case '92':
        return late(request) ? { status: 'completed' } : { status: 'processing' };
      case '93':
        if (first) throw new ProviderTimeoutError();
        return { status: 'completed' };
      case '94':
        return late(request)
          ? { status: 'failed', reason: 'The recipient’s bank could not credit the account' }
          : { status: 'processing' };
      default:
        return { status: 'completed' };
    }
  };
  return {
    name: 'sandbox',
    banks: () => SANDBOX_BANKS,
    async nameEnquiry(bankCode, accountNumber) {
      if (!SANDBOX_BANKS.some((b) => b.code === bankCode) || caseOf(accountNumber) === '99') return null;
      const seed = [...accountNumber].reduce((sum, digit) => sum * 7 + Number(digit), 0);
      return NAMES[seed % NAMES.length] ?? 'Account Holder';
    },
    send: async (request) => outcome(request, true),
    requery: async (request) => outcome(request, false),
  };
}
