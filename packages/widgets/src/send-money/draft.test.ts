import { nuban } from '@owo/core/contract';
import { describe, expect, it } from 'vitest';
import { emptyDraftValues, NUBAN_MESSAGE, readDraft } from './draft';

describe('the details step', () => {
  it('makes a user transfer in kobo, narration trimmed', () => {
    expect(
      readDraft('user', {
        ...emptyDraftValues,
        recipient: ' ada_o ',
        amount: '1,500.50',
        narration: ' Lunch ',
      }),
    ).toEqual({ ok: true, draft: { kind: 'user', recipient: 'ada_o', amount: 150_050, narration: 'Lunch' } });
  });

  it('makes a bank transfer without a narration', () => {
    expect(
      readDraft('bank', {
        ...emptyDraftValues,
        bankCode: '058',
        accountNumber: nuban('058', '012345678'),
        amount: '5000',
      }),
    ).toEqual({
      ok: true,
      draft: { kind: 'bank', bankCode: '058', accountNumber: nuban('058', '012345678'), amount: 500_000 },
    });
  });

  it('refuses an account number whose check digit is wrong for the bank', () => {
    const good = nuban('058', '012345678');
    const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    expect(
      readDraft('bank', { ...emptyDraftValues, bankCode: '058', accountNumber: bad, amount: '5000' }),
    ).toEqual({
      ok: false,
      errors: { accountNumber: NUBAN_MESSAGE },
    });
  });

  it("shows the contract's messages on each field", () => {
    expect(
      readDraft('bank', { ...emptyDraftValues, accountNumber: '123', narration: 'x'.repeat(101) }),
    ).toEqual({
      ok: false,
      errors: {
        bankCode: 'Please choose a bank from the list',
        accountNumber: 'Account number must be 10 digits',
        narration: 'Narration cannot exceed 100 characters',
        amount: 'Amount is required',
      },
    });
    expect(readDraft('user', emptyDraftValues)).toMatchObject({
      ok: false,
      errors: { recipient: 'Recipient is required' },
    });
  });
});
