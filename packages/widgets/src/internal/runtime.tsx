/**
 * The widgets' one doorway to @owo/core's runtime: everything else in this package imports the
 * runtime from here, so a change in core's API is a change in this file only.
 */
import { RuntimeProvider } from '@owo/core/react';
import type { ReactNode } from 'react';

export {
  type ApiError,
  type Bank,
  banksQueryOptions,
  createIdempotencyKey,
  type Direction,
  describeTransactionStatus,
  devToolsQueryOptions,
  formatDate,
  formatMoney,
  formatRelativeTime,
  getQueryClient,
  getRuntime,
  getThemeController,
  type IdempotencyKey,
  isApiError,
  isAuthenticatedUser,
  LIMITS,
  type LogoutReason,
  MONEY_ERROR_CODES,
  type Notification,
  type NotificationList,
  notificationKeys,
  notificationsApi,
  notificationsQueryOptions,
  type OwoRuntime,
  parseMoney,
  pinConfirmForm,
  queryKeys,
  type Recipient,
  type ResolvedAccount,
  type Role,
  type StatusTone,
  sameSitePath,
  showToast,
  THEMES,
  type Theme,
  type ToastKind,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionDetail,
  type TransactionListQuery,
  type TransactionStatus,
  type TransactionType,
  type TransferBody,
  transactionKeys,
  transactionListQueryOptions,
  transactionQueryOptions,
  transferFee,
  transfersApi,
  type Wallet,
  walletApi,
  walletKeys,
  walletQueryOptions,
} from '@owo/core';
export { type SessionState, useBusEvent, useRuntime, useSession } from '@owo/core/react';

/** Gives an element's React root the page's shared runtime (session, bus, store). */
export function RuntimeBoundary({ children }: { children: ReactNode }) {
  return <RuntimeProvider>{children}</RuntimeProvider>;
}
