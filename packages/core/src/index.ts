// The public API of @owo/core (no React here: React bindings are @owo/core/react).

export { type BillsApi, billPayment, billQuote, billServices, billsApi, createBillsApi } from './bills/api';
export {
  billKeys,
  billProductsQueryOptions,
  billPurchaseQueryOptions,
  billServicesQueryOptions,
} from './bills/keys';
export { billPaths } from './bills/paths';
export { createEventBus, type EventBus, type Listener, type OnOptions } from './bus/event-bus';
export type { LogoutReason, OwoEventMap, OwoEventType, ToastKind } from './bus/events';
export { showToast } from './bus/toast';
export { type CardsApi, cardsApi, createCardsApi } from './cards/api';
export {
  type AddedBankCard,
  type BankCardsApi,
  bankCardsApi,
  createBankCardsApi,
} from './cards/bank-cards-api';
export { bankCardKeys, bankCardsQueryOptions } from './cards/bank-cards-keys';
export { cardKeys, cardsQueryOptions, cardTransactionsQueryOptions } from './cards/keys';
export * from './contract';
export { type FeatureRuntime, featureApi } from './feature/feature-api';
export {
  CURRENCY_LOCALES,
  type Currency,
  type DateInput,
  describeMovement,
  describeTransactionStatus,
  type FormatDateOptions,
  type FormatMoneyOptions,
  type FormatRelativeTimeOptions,
  formatDate,
  formatMoney,
  formatMovement,
  formatRelativeTime,
  MINUS_SIGN,
  type MoneyDirection,
  type MovementDisplay,
  type MovementTone,
  movementVerb,
  type ParseMoneyError,
  type ParseMoneyResult,
  parseMoney,
  RELATIVE_TIME_FALLBACK,
  type StatusTone,
  TRANSACTION_STATUS_TONES,
  type TransactionStatusDisplay,
  toValidDate,
} from './format';
export {
  type Channel,
  connectToFrame,
  type OutcomeSchema,
  type PageInput,
  type PageSideOptions,
  type PeerWindow,
  type WindowLike,
} from './frame/frame-channel';
export { connectToParent, type FrameSideOptions, type InputSchema } from './frame/parent-channel';
export { secretsFrameOrigin, secretsFrameUrl } from './frame/secrets-frame';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  RETRY_LIMIT,
  type RequestOptions,
  type ResponseParser,
} from './http/client';
export { AUTH_PATHS } from './http/endpoints';
export {
  ApiError,
  type ApiErrorInit,
  DEFAULT_ERROR_MESSAGE,
  isApiError,
  toApiError,
  UNREACHABLE_MESSAGE,
} from './http/errors';
export { IDEMPOTENCY_KEY_HEADER, type IdempotencyKey, type MoneyCallOptions } from './http/idempotency';
export { createIdempotencyKey, toIdempotencyKey } from './http/idempotency-key';
export { ORIGIN_NOT_ALLOWED, ORIGIN_NOT_ALLOWED_MESSAGE } from './http/origin-not-allowed';
export { originRefusal } from './http/origin-probe';
export type { ProgressCounter } from './http/progress';
export type { LockManagerLike } from './http/refresh';
export { historyEntry } from './navigation/history-entry';
export { sameSitePath } from './navigation/same-site-path';
export { createNotificationsApi, type NotificationsApi, notificationsApi } from './notifications/api';
export {
  type NotificationListParams,
  notificationKeys,
  notificationsQueryOptions,
} from './notifications/keys';
export { NOTIFICATIONS_PATH, notificationPaths } from './notifications/paths';
export { queryKeys, sessionQueryOptions } from './query/keys';
export { createQueryClient, featureQueryDefaults, queryRetryDelay } from './query/query-client';
export type { QueryOptionsFor } from './query/query-options';
export { getQueryClient } from './query/runtime-query-client';
export { createRewardsApi, type RewardsApi, rewardsApi } from './rewards/api';
export { invalidateAfterRedemption, rewardsKeys, rewardsQueryOptions } from './rewards/keys';
export {
  configureRuntime,
  createRuntime,
  getRuntime,
  OWO_VERSION,
  type OwoRuntime,
  type RuntimeConfig,
  type RuntimeOptions,
  warnSecondCopy,
} from './runtime';
export type { AccountFlows, MessageResult } from './session/account';
export {
  type ChannelLike,
  type CrossTabOptions,
  type CrossTabSignal,
  SESSION_CHANNEL_NAME,
} from './session/cross-tab';
export { isAuthenticatedUser } from './session/is-authenticated';
export type { JotaiStore, StoreAtom } from './session/jotai-store';
export { PENDING_EMAIL_KEY } from './session/pending-email';
export type { LoginResult, Session, SessionSnapshot } from './session/session';
export { createMemoryStorage, type StorageLike } from './session/storage';
export { ACCESS_TOKEN_KEY } from './session/token-store';
export { createSettingsApi, type SettingsApi, settingsApi } from './settings/api';
export {
  meQueryOptions,
  preferencesQueryOptions,
  securityEventsQueryOptions,
  sessionsQueryOptions,
  settingsKeys,
} from './settings/keys';
export { ME_PATH, settingsPaths } from './settings/paths';
export {
  createThemeController,
  getThemeController,
  isTheme,
  type MediaQueryListLike,
  type ResolvedTheme,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
  type ThemeController,
  type ThemeControllerOptions,
  type ThemeRoot,
  type ThemeState,
} from './theme';
export { createTiersApi, type TiersApi, tiersApi } from './tiers/api';
export { createTransactionsApi, type TransactionsApi, transactionsApi } from './transactions/api';
export {
  transactionKeys,
  transactionListQueryOptions,
  transactionQueryOptions,
} from './transactions/keys';
export { transactionPaths } from './transactions/paths';
export {
  createTransfersApi,
  type ResolvedAccount,
  sendTransfer,
  type TransfersApi,
  transferQuote,
  transfersApi,
} from './transfers/api';
export {
  accountNameQueryOptions,
  banksQueryOptions,
  beneficiariesQueryOptions,
  transferKeys,
} from './transfers/keys';
export { transferPaths } from './transfers/paths';
export { createWalletApi, type WalletApi, walletApi } from './wallet/api';
export {
  devToolsQueryOptions,
  TIER_REVIEW_POLL_MS,
  tiersQueryOptions,
  walletKeys,
  walletQueryOptions,
} from './wallet/keys';
export { walletPaths } from './wallet/paths';
