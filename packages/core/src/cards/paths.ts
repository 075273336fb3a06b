/** The card calls (issue 21), relative to the configured apiBase. Ids are uuids; encoded all the same. */
const id = (value: string) => encodeURIComponent(value);

export const cardPaths = {
  quotes: 'api/v1/fx/quotes',
  cards: 'api/v1/cards',
  card: (cardId: string) => `api/v1/cards/${id(cardId)}`,
  fund: (cardId: string) => `api/v1/cards/${id(cardId)}/fund`,
  withdraw: (cardId: string) => `api/v1/cards/${id(cardId)}/withdraw`,
  freeze: (cardId: string) => `api/v1/cards/${id(cardId)}/freeze`,
  unfreeze: (cardId: string) => `api/v1/cards/${id(cardId)}/unfreeze`,
  terminate: (cardId: string) => `api/v1/cards/${id(cardId)}/terminate`,
  reveal: (cardId: string) => `api/v1/cards/${id(cardId)}/reveal`,
  transactions: (cardId: string) => `api/v1/cards/${id(cardId)}/transactions`,
  devAuthorizations: 'api/v1/dev/card-authorizations',
  devRefunds: 'api/v1/dev/card-refunds',
  bankCards: 'api/v1/bank-cards',
  bankCardOtp: (cardId: string) => `api/v1/bank-cards/${id(cardId)}/otp`,
  bankCardDefault: (cardId: string) => `api/v1/bank-cards/${id(cardId)}/default`,
  bankCard: (cardId: string) => `api/v1/bank-cards/${id(cardId)}`,
  topUps: 'api/v1/wallet/top-ups',
} as const;
