/** Error codes of money requests (transfers, bills, cards, wallet, idempotency, the transaction PIN). */
export const MONEY_ERROR_CODES = {
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  limitExceeded: 'LIMIT_EXCEEDED',
  invalidPin: 'INVALID_PIN',
  pinLocked: 'PIN_LOCKED',
  pinNotSet: 'PIN_NOT_SET',
  pinBusy: 'PIN_BUSY',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInFlight: 'IDEMPOTENCY_KEY_IN_FLIGHT',
  recipientNotFound: 'RECIPIENT_NOT_FOUND',
  invalidAccountNumber: 'INVALID_ACCOUNT_NUMBER',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
  unknownBank: 'UNKNOWN_BANK',
  selfTransfer: 'SELF_TRANSFER',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  invalidTransition: 'INVALID_TRANSITION',
  invalidCustomer: 'INVALID_CUSTOMER',
  /** The card's bank refused to save it, or a charge on it (a top-up): nothing moved. */
  cardDeclined: 'CARD_DECLINED',
  /** An FX quote past its 60 s hold, or already used: ask for a new one (never re-priced silently). */
  quoteExpired: 'QUOTE_EXPIRED',
  /** A third dollar card while two are not terminated. */
  cardLimitReached: 'CARD_LIMIT_REACHED',
  /** Any action on a terminated card: it can never be used again. */
  cardTerminated: 'CARD_TERMINATED',
  /** An action on a card the issuer has not created yet (pending) or refused (failed). */
  cardNotActive: 'CARD_NOT_ACTIVE',
} as const;
