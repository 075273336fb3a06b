// The React components the elements are built from: each feature (Login, PayBills...) and the UI kit
// (Button, Modal, ConfirmProvider...), for React 19 apps that render them inside their own tree rather
// than as elements. Exported by @owo/widgets/react beside the elements' wrappers (src/react.ts).

export { App } from './app/app';
export { ForgotPasswordOrFrame as ForgotPassword } from './forgot-password/forgot-password-or-frame';
export { Login } from './login/login';
export { NotificationBell } from './notification-bell/notification-bell';
export { PayBills } from './pay-bills/pay-bills';
export { PinSetup } from './pin-setup/pin-setup';
export { RegisterOrFrame as Register } from './register/register-or-frame';
export { ResetPasswordOrFrame as ResetPassword } from './reset-password/reset-password-or-frame';
export { SendMoney } from './send-money/send-money';
export { ThemeToggle } from './theme-toggle/theme-toggle';
export { Toaster } from './toaster/toaster';
export { Button, type ButtonProps, type ButtonVariant } from './ui/button/button';
export { Checkbox, type CheckboxProps } from './ui/checkbox/checkbox';
export type { ConfirmOptions, ConfirmResult } from './ui/confirm-dialog/confirm-dialog';
export { ConfirmProvider, useConfirm } from './ui/confirm-dialog/confirm-provider';
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
export { Sheet, type SheetProps } from './ui/sheet/sheet';
export { Switch, type SwitchProps } from './ui/switch/switch';
export { TextArea, type TextAreaProps } from './ui/text-area/text-area';
export { TextInput, type TextInputProps } from './ui/text-input/text-input';
export { ToastStack, type ToastStackProps } from './ui/toast/toast-stack';
export { VerifyEmailOrFrame as VerifyEmail } from './verify-email/verify-email-or-frame';
export { VerifyResetPasswordOrFrame as VerifyResetPassword } from './verify-reset-password/verify-reset-password-or-frame';
