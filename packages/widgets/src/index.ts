// The public API of @owo/widgets for any page: the elements' and events' types and classes, and the few
// helpers that need no framework. Importing this registers nothing; import '@owo/widgets/define' (or one
// element's entry) for that. Nothing here names React's types, so a Vue or plain TypeScript project
// type-checks without them; the React components are in @owo/widgets/react (src/react-components.ts).

export type { OwoApp } from './app/app.element';
export type { AppProps } from './app/app-props';
export { type EmailVerifiedDetail, OwoEmailVerifiedEvent } from './events/owo-email-verified';
export {
  type LoginSuccessDetail,
  type LoginSuccessUser,
  OwoLoginSuccessEvent,
} from './events/owo-login-success';
export { type LogoutDetail, OwoLogoutEvent } from './events/owo-logout';
export { type NavigateDetail, OwoNavigateEvent } from './events/owo-navigate';
export { type NotificationReadDetail, OwoNotificationReadEvent } from './events/owo-notification-read';
export { OwoPasswordResetEvent, type PasswordResetDetail } from './events/owo-password-reset';
export { OwoPaymentCompleteEvent } from './events/owo-payment-complete';
export { OwoPaymentFailedEvent } from './events/owo-payment-failed';
export { OwoPaymentPendingEvent } from './events/owo-payment-pending';
export { OwoPinSetEvent, type PinSetDetail } from './events/owo-pin-set';
export { OwoRegisterSuccessEvent, type RegisterSuccessDetail } from './events/owo-register-success';
export {
  OwoSessionChangeEvent,
  type SessionChangeDetail,
  type SessionUser,
} from './events/owo-session-change';
export { OwoTransferCompleteEvent } from './events/owo-transfer-complete';
export { OwoTransferFailedEvent } from './events/owo-transfer-failed';
export { OwoTransferPendingEvent } from './events/owo-transfer-pending';
export type { PaymentDetail } from './events/payment-detail';
export type { TransferDetail } from './events/transfer-detail';
export type { OwoForgotPassword } from './forgot-password/forgot-password.element';
export type { ForgotPasswordProps } from './forgot-password/forgot-password-props';
export type { NavigationMode, NavigationState } from './internal/navigation-types';
export type { OwoPageApi } from './internal/page-session';
export type { OwoLogin } from './login/login.element';
export type { LoginProps } from './login/login-props';
export type { OwoNotificationBell } from './notification-bell/notification-bell.element';
export type { NotificationBellProps } from './notification-bell/notification-bell-props';
export type { OwoPayBills } from './pay-bills/pay-bills.element';
export type { PayBillsProps } from './pay-bills/pay-bills-props';
export type { OwoPinSetup } from './pin-setup/pin-setup.element';
export type { PinSetupProps } from './pin-setup/pin-setup-props';
export type { OwoRegister } from './register/register.element';
export type { RegisterProps } from './register/register-props';
export type { OwoResetPassword } from './reset-password/reset-password.element';
export type { ResetPasswordProps } from './reset-password/reset-password-props';
export type { OwoSendMoney } from './send-money/send-money.element';
export type { SendMoneyProps } from './send-money/send-money-props';
export type { OwoThemeToggle } from './theme-toggle/theme-toggle.element';
export type { OwoToaster } from './toaster/toaster.element';
export type { ToasterProps } from './toaster/toaster-props';
export { type DialogInputType, validateDialogInput } from './ui/confirm-dialog/validators';
export {
  CONFIRM_DEFAULTS,
  LOADER_SIZES,
  type LoaderSize,
  type LoaderType,
  MODAL_CLOSE_MS,
  OTP_LENGTH,
  PIN_LENGTH,
  TOAST_DURATION_MS,
} from './ui/constants';
export { ProgressController, type ProgressState } from './ui/progress-bar/progress-controller';
export { toast } from './ui/toast/toast';
export type { ToastItem } from './ui/toast/toast-list';
export type { OwoVerifyEmail } from './verify-email/verify-email.element';
export type { VerifyEmailProps } from './verify-email/verify-email-props';
export type { OwoVerifyResetPassword } from './verify-reset-password/verify-reset-password.element';
export type { VerifyResetPasswordProps } from './verify-reset-password/verify-reset-password-props';
