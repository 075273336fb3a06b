import { CONFIRM_DEFAULTS } from '../constants';

/** The × in a dialog's corner. Its label defaults to SPEC.md 9's 'Close this dialog'. */
export function CloseButton({
  label = CONFIRM_DEFAULTS.closeLabel,
  onClick,
}: {
  label?: string | undefined;
  onClick: () => void;
}) {
  return (
    <button type="button" className="owo-modal__close" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
