// The public API of @owo/widgets: components for React hosts, the event classes, and their types.
// Importing this registers nothing; import '@owo/widgets/define' (or one element's entry) for that.

export { type NavigateDetail, OwoNavigateEvent } from './events/owo-navigate';
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
