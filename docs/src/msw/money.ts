import type { Beneficiary, Transaction } from '@owo/core';
import { type HttpHandler, HttpResponse, http } from 'msw';

/**
 * The mock wallet for the money stories. PIN 1234 is right, any other is wrong (the fifth locks it).
 * Recipient `chioma` exists; any account number with a right check digit resolves (0123456785 at GTBank,
 * for one); a bank transfer stays pending until the receipt asks again, then completes (or fails, for an
 * account number starting with 9). Tunde is a saved recipient and Ifeoma's Zenith account a recent one.
 */
export const DEMO_PIN = '1234';

const ok = (data?: unknown, status = 200) => HttpResponse.json({ status: true, data }, { status });
const fail = (status: number, message: string, code: string) =>
  HttpResponse.json({ status: false, message, code }, { status });

const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'GTBank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '033', name: 'United Bank for Africa' },
];

/** The bank transfer fee bands (₦10, ₦25, ₦50); Owo to Owo is free. */
const feeOf = (bank: boolean, amount: number) =>
  bank ? (amount <= 500_000 ? 1_000 : amount <= 5_000_000 ? 2_500 : 5_000) : 0;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function seed(): Transaction[] {
  return [
    {
      reference: 'OWO20261122A1B2C3',
      type: 'bank',
      direction: 'credit',
      amount: 25_000_000,
      fee: 0,
      currency: 'NGN',
      status: 'completed',
      counterparty: { name: 'Chioma Eze', bankName: 'GTBank', accountNumber: '0123456780' },
      narration: 'Salary',
      createdAt: minutesAgo(600),
    },
    {
      reference: 'OWO20261122D4E5F6',
      type: 'user',
      direction: 'debit',
      amount: 1_500_000,
      fee: 0,
      currency: 'NGN',
      status: 'completed',
      counterparty: { name: 'Tunde B.', username: 'tunde_b' },
      narration: 'Lunch',
      createdAt: minutesAgo(240),
    },
    {
      reference: 'OWO20261122G7H8I9',
      type: 'bank',
      direction: 'debit',
      amount: 5_000_000,
      fee: 2_500,
      currency: 'NGN',
      status: 'failed',
      counterparty: { name: 'IFEOMA NWOSU', bankName: 'Zenith Bank', accountNumber: '2034567800' },
      narration: 'Rent',
      sessionId: '000057261122093000123456789012',
      createdAt: minutesAgo(60),
    },
  ];
}

export function moneyHandlers({ empty = false } = {}): HttpHandler[] {
  let transactions = empty ? [] : seed();
  let balance = empty ? 0 : 23_497_500;
  let wrongPins = 0;
  const polls = new Map<string, number>();
  let beneficiaries: Beneficiary[] = empty
    ? []
    : [
        {
          id: '7d0a4c52-1b7e-4c1a-9d51-3f1f2b6a0001',
          type: 'user',
          name: 'Tunde B.',
          username: 'tunde_b',
          saved: true,
          lastUsedAt: minutesAgo(240),
        },
        {
          id: '7d0a4c52-1b7e-4c1a-9d51-3f1f2b6a0002',
          type: 'bank',
          name: 'IFEOMA NWOSU',
          bankCode: '057',
          bankName: 'Zenith Bank',
          accountNumber: '2034567800',
          saved: false,
          lastUsedAt: minutesAgo(60),
        },
      ];
  const wallet = () => ({
    balance,
    availableBalance: balance,
    currency: 'NGN',
    accountNumber: '9012345678',
    accountName: 'Ada Obi',
    bankName: 'Owo Sandbox Bank',
    bankCode: '999',
    tier: 1,
    limits: { singleTransaction: 5_000_000, daily: 5_000_000, maxBalance: 30_000_000, usedToday: 1_500_000 },
  });
  const detail = (t: Transaction) => ({
    ...t,
    total: t.direction === 'debit' ? t.amount + t.fee : t.amount,
    updatedAt: t.createdAt,
    failureReason: t.status === 'failed' ? 'The receiving bank did not accept the transfer.' : null,
    account: { name: 'Ada Obi', accountNumber: '9012345678', bankName: 'Owo Sandbox Bank' },
  });

  return [
    http.get('*/api/v1/wallet', () => ok(wallet())),
    http.get('*/api/v1/banks', () => ok({ banks: BANKS })),
    http.get('*/api/v1/banks/resolve', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const number = query.get('accountNumber') ?? '';
      const bank = BANKS.find((b) => b.code === query.get('bankCode'));
      if (!bank) return fail(422, 'Please choose a bank from the list', 'UNKNOWN_BANK');
      return ok({
        accountName: 'IFEOMA NWOSU',
        bankCode: bank.code,
        bankName: bank.name,
        accountNumber: number,
      });
    }),
    http.get('*/api/v1/transfers/recipient', ({ request }) => {
      const identifier = new URL(request.url).searchParams.get('identifier') ?? '';
      return identifier.toLowerCase().includes('chioma')
        ? ok({ username: 'chioma', displayName: 'Chioma E.' })
        : fail(404, 'No Owo user has that username, email or phone number', 'RECIPIENT_NOT_FOUND');
    }),
    // The checks sending makes, before the PIN: the recipient, then the balance with the fee.
    http.post('*/api/v1/transfers/quote', async ({ request }) => {
      const body = (await request.json()) as Record<string, string | number>;
      const amount = Number(body.amount);
      const fee = feeOf(body.type === 'bank', amount);
      let payee: Record<string, string>;
      if (body.type === 'bank') {
        const bank = BANKS.find((b) => b.code === body.bankCode);
        if (!bank) return fail(422, 'Please choose a bank from the list', 'UNKNOWN_BANK');
        payee = {
          name: 'IFEOMA NWOSU',
          bankCode: bank.code,
          bankName: bank.name,
          accountNumber: String(body.accountNumber),
        };
      } else {
        if (!String(body.recipient).toLowerCase().includes('chioma'))
          return fail(404, 'No Owo user has that username, email or phone number', 'RECIPIENT_NOT_FOUND');
        payee = { name: 'Chioma E.', username: 'chioma' };
      }
      if (amount + fee > balance) return fail(422, 'Insufficient funds', 'INSUFFICIENT_FUNDS');
      return ok({ amount, fee, total: amount + fee, payee });
    }),
    http.post('*/api/v1/transfers', async ({ request }) => {
      const body = (await request.json()) as Record<string, string | number>;
      if (body.pin !== DEMO_PIN) {
        wrongPins += 1;
        if (wrongPins >= 5)
          return fail(423, 'Too many wrong PINs. Your PIN is locked for 30 minutes.', 'PIN_LOCKED');
        return fail(403, `Incorrect PIN. ${5 - wrongPins} attempts left.`, 'INVALID_PIN');
      }
      wrongPins = 0;
      const amount = Number(body.amount);
      const bank = body.type === 'bank';
      const fee = feeOf(bank, amount);
      if (amount + fee > balance) return fail(422, 'Insufficient funds', 'INSUFFICIENT_FUNDS');
      const bankInfo = BANKS.find((b) => b.code === body.bankCode);
      const sent: Transaction = {
        reference: `OWO${Date.now().toString(36).toUpperCase()}`,
        type: bank ? 'bank' : 'user',
        direction: 'debit',
        amount,
        fee,
        currency: 'NGN',
        status: bank ? 'pending' : 'completed',
        counterparty: bank
          ? {
              name: 'IFEOMA NWOSU',
              bankName: bankInfo?.name ?? '',
              accountNumber: String(body.accountNumber),
            }
          : { name: 'Chioma E.', username: 'chioma' },
        narration: body.narration ? String(body.narration) : null,
        ...(bank ? { sessionId: '000057261122093000123456789099' } : {}),
        createdAt: new Date().toISOString(),
      };
      balance -= amount + fee;
      transactions = [sent, ...transactions];
      return ok(sent, 201);
    }),
    http.get('*/api/v1/transactions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      const list = transactions.filter(
        (t) =>
          (!query.get('direction') || t.direction === query.get('direction')) &&
          (!query.get('status') || t.status === query.get('status')) &&
          (!query.get('type') || t.type === query.get('type')),
      );
      return ok({
        transactions: list.slice((page - 1) * limit, page * limit),
        total: list.length,
        page,
        limit,
      });
    }),
    http.get('*/api/v1/transactions/:reference', ({ params }) => {
      const found = transactions.find((t) => t.reference === params.reference);
      if (!found) return fail(404, 'Transaction not found', 'NOT_FOUND');
      if (found.status === 'pending') {
        const seen = (polls.get(found.reference) ?? 0) + 1;
        polls.set(found.reference, seen);
        if (seen >= 2) {
          found.status = found.counterparty.accountNumber?.startsWith('9') ? 'failed' : 'completed';
          if (found.status === 'failed') balance += found.amount + found.fee;
        }
      }
      return ok(detail(found));
    }),
    http.get('*/api/v1/beneficiaries', () => ok({ beneficiaries })),
    http.post('*/api/v1/beneficiaries', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      const bank = BANKS.find((b) => b.code === body.bankCode);
      const beneficiary: Beneficiary =
        body.type === 'user'
          ? {
              id: crypto.randomUUID(),
              type: 'user',
              name: 'Chioma E.',
              username: 'chioma',
              saved: true,
              lastUsedAt: null,
            }
          : {
              id: crypto.randomUUID(),
              type: 'bank',
              name: 'IFEOMA NWOSU',
              bankCode: body.bankCode,
              bankName: bank?.name,
              accountNumber: body.accountNumber,
              saved: true,
              lastUsedAt: null,
            };
      beneficiaries = [beneficiary, ...beneficiaries];
      return HttpResponse.json(
        { status: true, message: 'Beneficiary saved', data: { beneficiary } },
        { status: 201 },
      );
    }),
    http.delete('*/api/v1/beneficiaries/:id', ({ params }) => {
      beneficiaries = beneficiaries.filter((b) => b.id !== params.id);
      return ok({ id: params.id });
    }),
    http.get('*/api/v1/dev/mailbox', () => ok({ messages: [] })),
  ];
}
