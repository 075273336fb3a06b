import { useRef, useState } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { Button } from '../button/button';
import { CONFIRM_DEFAULTS } from '../constants';
import { Modal } from '../modal/modal';
import { TextInput } from '../text-input/text-input';
import css from './confirm-dialog.css?inline';
import { type DialogInputType, validateDialogInput } from './validators';

const styles = defineStyles(css);

export interface ConfirmOptions {
  title: string;
  text?: string;
  /** Asks for a value; email and url are validated ('Invalid email address', 'Invalid URL'). */
  input?: DialogInputType;
  inputLabel?: string;
  inputPlaceholder?: string;
  inputValue?: string;
  confirmText?: string;
  denyText?: string;
  cancelText?: string;
  closeLabel?: string;
  /** Shown unless set to false. */
  showCancel?: boolean;
  showDeny?: boolean;
  /** Styles the confirm button as destructive and focuses Cancel first. */
  danger?: boolean;
  /**
   * Called only on confirm, with the input's value (or true without an input). While a returned promise
   * is pending the confirm button shows loading; if it rejects, its message shows and the dialog stays.
   */
  handler?: (value: string | true) => unknown;
}

export type ConfirmResult =
  | { confirmed: true; value: string | true }
  | { confirmed: false; reason: 'denied' | 'dismissed' };

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

interface ConfirmDialogProps {
  options: ConfirmOptions;
  open: boolean;
  onResult: (result: ConfirmResult) => void;
  onAfterClose?: () => void;
}

/** The dialog behind useConfirm(), on the modal (SPEC.md 9's defaults: OK, No, Cancel, 'Close this dialog'). */
export function ConfirmDialog({ options, open, onResult, onAfterClose }: ConfirmDialogProps) {
  useStyles(styles);
  const {
    title,
    text,
    input,
    inputLabel,
    inputPlaceholder,
    confirmText = CONFIRM_DEFAULTS.confirmText,
    denyText = CONFIRM_DEFAULTS.denyText,
    cancelText = CONFIRM_DEFAULTS.cancelText,
    closeLabel = CONFIRM_DEFAULTS.closeLabel,
    showCancel = CONFIRM_DEFAULTS.showCancel,
    showDeny = false,
    danger = false,
  } = options;
  const [value, setValue] = useState(options.inputValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const initialFocus = input ? inputRef : danger && showCancel ? cancelRef : confirmRef;

  const dismiss = () => {
    if (!busy) onResult({ confirmed: false, reason: 'dismissed' });
  };

  const confirm = async () => {
    const invalid = input ? validateDialogInput(input, value) : null;
    if (invalid) {
      setError(invalid);
      inputRef.current?.focus();
      return;
    }
    const result = input ? value.trim() : true;
    setBusy(true);
    try {
      await options.handler?.(result);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
      return;
    }
    onResult({ confirmed: true, value: result });
  };

  return (
    <Modal
      open={open}
      onClose={dismiss}
      onAfterClose={onAfterClose}
      role="alertdialog"
      title={title}
      description={text}
      closeLabel={closeLabel}
      initialFocus={initialFocus}
    >
      <form
        className="owo-confirm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {input && (
          <TextInput
            ref={inputRef}
            label={inputLabel ?? title}
            hideLabel={!inputLabel}
            type={input}
            placeholder={inputPlaceholder}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
          />
        )}
        {!input && error && (
          <p className="owo-confirm__error" role="alert">
            {error}
          </p>
        )}
        <div className="owo-confirm__actions">
          {showCancel && (
            <Button ref={cancelRef} variant="secondary" onClick={dismiss} disabled={busy}>
              {cancelText}
            </Button>
          )}
          {showDeny && (
            <Button
              variant="ghost"
              onClick={() => onResult({ confirmed: false, reason: 'denied' })}
              disabled={busy}
            >
              {denyText}
            </Button>
          )}
          <Button ref={confirmRef} type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmText}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
