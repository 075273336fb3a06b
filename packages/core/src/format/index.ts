export { type DateInput, type FormatDateOptions, formatDate, toValidDate } from './date';
export {
  CURRENCY_LOCALES,
  type Currency,
  type FormatMoneyOptions,
  formatMoney,
  MINUS_SIGN,
  type MoneyDirection,
  type ParseMoneyError,
  type ParseMoneyResult,
  parseMoney,
} from './money';
export {
  describeMovement,
  formatMovement,
  type MovementDisplay,
  type MovementTone,
} from './movement';
export { movementVerb } from './movement-verb';
export { type FormatRelativeTimeOptions, formatRelativeTime, RELATIVE_TIME_FALLBACK } from './relative-time';
export {
  describeTransactionStatus,
  type StatusTone,
  TRANSACTION_STATUS_TONES,
  type TransactionStatusDisplay,
} from './status';
