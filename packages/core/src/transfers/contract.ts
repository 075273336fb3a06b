import * as z from 'zod/mini';
import { successEnvelope } from '../contract/envelope';
import { pinField } from '../contract/fields';
import { textField } from '../contract/text';
import { amountField } from '../transactions/amount';
import { transactionSchema } from '../transactions/contract';

export const narrationField = z.optional(
  textField('Narration must be text', 'Narration').check(
    z.trim(),
    z.maxLength(100, 'Narration cannot exceed 100 characters'),
  ),
);

export const bankCodeField = z
  .string({ error: 'Bank is required' })
  .check(z.regex(/^\d{3,6}$/, 'Please choose a bank from the list'));

export const accountNumberField = z
  .string({ error: 'Account number is required' })
  .check(z.regex(/^\d{10}$/, 'Account number must be 10 digits'));

/** A username, an email or a phone number. */
export const recipientField = textField('Recipient is required', 'Recipient').check(
  z.trim(),
  z.minLength(1, 'Recipient is required'),
  z.maxLength(255, 'Recipient cannot exceed 255 characters'),
);

const userTransferShape = {
  type: z.literal('user'),
  recipient: recipientField,
  amount: amountField,
  narration: narrationField,
};

const bankTransferShape = {
  type: z.literal('bank'),
  bankCode: bankCodeField,
  accountNumber: accountNumberField,
  amount: amountField,
  narration: narrationField,
};

const userTransferQuote = z.strictObject(userTransferShape);
const bankTransferQuote = z.strictObject(bankTransferShape);

// z.extend, not a spread of the shape: a spread is a read the bundler cannot see through, and would keep
// both bodies on every page that imports this module for its amount field.
export const userTransferBody = z.extend(userTransferQuote, { pin: pinField });
export const bankTransferBody = z.extend(bankTransferQuote, { pin: pinField });

/** POST /api/v1/transfers, sent with an `Idempotency-Key` header. */
export const transferBody = z.discriminatedUnion('type', [userTransferBody, bankTransferBody], {
  error: 'Type must be user or bank',
});
export type TransferBody = z.input<typeof transferBody>;
export type UserTransferBody = z.input<typeof userTransferBody>;
export type BankTransferBody = z.input<typeof bankTransferBody>;

/** POST /api/v1/transfers/quote: the transfer as it would be sent, without the PIN. */
export const transferQuoteBody = /* @__PURE__ */ z.discriminatedUnion(
  'type',
  [userTransferQuote, bankTransferQuote],
  { error: 'Type must be user or bank' },
);
export type TransferQuoteBody = z.input<typeof transferQuoteBody>;

/** Who the money would reach: an Owo user's display name and username, or the bank account's holder. */
export const payeeSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  username: z.optional(z.string()),
  bankCode: z.optional(z.string()),
  bankName: z.optional(z.string()),
  accountNumber: z.optional(z.string()),
});
export type Payee = z.infer<typeof payeeSchema>;

/** A transfer that can go through as it stands: what it costs (kobo) and whom it reaches. */
export const transferQuoteResponse = /* @__PURE__ */ successEnvelope(
  /* @__PURE__ */ z.object({ amount: z.number(), fee: z.number(), total: z.number(), payee: payeeSchema }),
);
export type TransferQuote = z.infer<typeof transferQuoteResponse>['data'];

export const transferResponse = successEnvelope(transactionSchema);

// Banks and name enquiry.
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;
export const bankListResponse = successEnvelope(z.object({ banks: z.array(bankSchema) }));

export const resolveAccountQuery = z.object({ bankCode: bankCodeField, accountNumber: accountNumberField });
export type ResolveAccountQuery = z.input<typeof resolveAccountQuery>;
export const resolveAccountResponse = successEnvelope(
  z.object({
    accountName: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
  }),
);

// Owo recipients.
export const recipientQuery = z.object({ identifier: recipientField });
export type RecipientQuery = z.input<typeof recipientQuery>;
/** First name and last-name initial ("Ada O."): never the email or the phone number. */
export const recipientResponse = successEnvelope(z.object({ username: z.string(), displayName: z.string() }));
export type Recipient = z.infer<typeof recipientResponse>['data'];

// Beneficiaries: everyone sent to recently, and the ones saved.
export const beneficiarySchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'bank']),
  name: z.string(),
  username: z.optional(z.string()),
  bankCode: z.optional(z.string()),
  bankName: z.optional(z.string()),
  accountNumber: z.optional(z.string()),
  saved: z.boolean(),
  lastUsedAt: z.nullable(z.string()),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;
export const beneficiaryListResponse = successEnvelope(
  z.object({ beneficiaries: z.array(beneficiarySchema) }),
);
export const saveBeneficiaryBody = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('user'), recipient: recipientField }),
    z.strictObject({ type: z.literal('bank'), bankCode: bankCodeField, accountNumber: accountNumberField }),
  ],
  { error: 'Type must be user or bank' },
);
export type SaveBeneficiaryBody = z.input<typeof saveBeneficiaryBody>;
export const beneficiaryResponse = successEnvelope(z.object({ beneficiary: beneficiarySchema }));
export const beneficiaryIdParams = z.object({
  id: z.string().check(z.uuid({ error: 'Beneficiary id must be a UUID' })),
});
export const deleteBeneficiaryResponse = successEnvelope(z.object({ id: z.string() }));

/** The sandbox's stand-in for the provider webhook announcing money into an Owo account number. */
export const incomingTransferBody = z.strictObject({
  accountNumber: accountNumberField,
  amount: amountField,
  senderName: textField('Sender name is required', 'Sender name').check(
    z.trim(),
    z.minLength(1, 'Sender name is required'),
    z.maxLength(100, 'Sender name cannot exceed 100 characters'),
  ),
  senderBank: textField('Sender bank is required', 'Sender bank').check(
    z.trim(),
    z.minLength(1, 'Sender bank is required'),
    z.maxLength(100, 'Sender bank cannot exceed 100 characters'),
  ),
});
export type IncomingTransferBody = z.input<typeof incomingTransferBody>;
