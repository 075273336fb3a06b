// The public API of @owo/widgets: components for React hosts, the event classes, and their types.
// Importing this registers nothing; import '@owo/widgets/define' (or one element's entry) for that.

export { App, type AppProps } from './app/app';
export type { OwoApp } from './app/app.element';
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
export { ForgotPassword, type ForgotPasswordProps } from './forgot-password/forgot-password';
export type { OwoForgotPassword } from './forgot-password/forgot-password.element';
export type { NavigationMode, NavigationState } from './internal/navigate';
export type { OwoPageApi } from './internal/page-session';
export { Login, type LoginProps } from './login/login';
export type { OwoLogin } from './login/login.element';
export { NotificationBell, type NotificationBellProps } from './notification-bell/notification-bell';
export type { OwoNotificationBell } from './notification-bell/notification-bell.element';
export { PayBills, type PayBillsProps } from './pay-bills/pay-bills';
export type { OwoPayBills } from './pay-bills/pay-bills.element';
export { PinSetup, type PinSetupProps } from './pin-setup/pin-setup';
export type { OwoPinSetup } from './pin-setup/pin-setup.element';
export { Register, type RegisterProps } from './register/register';
export type { OwoRegister } from './register/register.element';
export { ResetPassword, type ResetPasswordProps } from './reset-password/reset-password';
export type { OwoResetPassword } from './reset-password/reset-password.element';
export { SendMoney, type SendMoneyProps } from './send-money/send-money';
export type { OwoSendMoney } from './send-money/send-money.element';
export { ThemeToggle } from './theme-toggle/theme-toggle';
export type { OwoThemeToggle } from './theme-toggle/theme-toggle.element';
export { Toaster, type ToasterProps } from './toaster/toaster';
export type { OwoToaster } from './toaster/toaster.element';
export { Button, type ButtonProps, type ButtonVariant } from './ui/button/button';
export { Checkbox, type CheckboxProps } from './ui/checkbox/checkbox';
export type { ConfirmOptions, ConfirmResult } from './ui/confirm-dialog/confirm-dialog';
export { ConfirmProvider, useConfirm } from './ui/confirm-dialog/confirm-provider';
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
export { Dropdown, DropdownItem, type DropdownItemProps, type DropdownProps } from './ui/dropdown/dropdown';
export { Loader, type LoaderProps } from './ui/loader/loader';
export { Modal, type ModalPlacement, type ModalProps } from './ui/modal/modal';
export { OtpInput, type OtpInputProps } from './ui/otp-input/otp-input';
export { PinKeypad, type PinKeypadProps } from './ui/pin-keypad/pin-keypad';
export {
  ProgressBar,
  RouteProgress,
  type RouteProgressHandle,
  type RouteProgressProps,
} from './ui/progress-bar/progress-bar';
export { ProgressController, type ProgressState } from './ui/progress-bar/progress-controller';
export { Sheet, type SheetProps } from './ui/sheet/sheet';
export { Switch, type SwitchProps } from './ui/switch/switch';
export { TextArea, type TextAreaProps } from './ui/text-area/text-area';
export { TextInput, type TextInputProps } from './ui/text-input/text-input';
export { toast } from './ui/toast/toast';
export type { ToastItem } from './ui/toast/toast-list';
export { ToastStack, type ToastStackProps } from './ui/toast/toast-stack';
export { VerifyEmail, type VerifyEmailProps } from './verify-email/verify-email';
export type { OwoVerifyEmail } from './verify-email/verify-email.element';
export {
  VerifyResetPassword,
  type VerifyResetPasswordProps,
} from './verify-reset-password/verify-reset-password';
export type { OwoVerifyResetPassword } from './verify-reset-password/verify-reset-password.element';
