import { type ReactNode, type RefObject, useId } from 'react';
import { Portal, PortalContainerContext } from '../../internal/portal';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { MODAL_CLOSE_MS } from '../constants';
import { CloseButton } from './close-button';
import css from './modal.css?inline';
import { useModalDialog } from './use-modal-dialog';

/** Also adopted by the bottom sheet, which shares the overlay and close-button styles. */
export const modalStyles = defineStyles(css);

export type ModalPlacement = 'center' | 'left' | 'right' | 'top' | 'bottom';

export interface ModalProps {
  open: boolean;
  /** Asked to close (Escape, overlay click, the close button); the owner closes it by setting `open`. */
  onClose: () => void;
  /** Runs after the 300 ms close animation, once the dialog is gone. */
  onAfterClose?: () => void;
  /** Which edge the panel slides from; 'center' fades and scales in. */
  placement?: ModalPlacement;
  /** The heading; it labels the dialog. Without one, pass `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** A modal dialog (SPEC.md 2): max width 400 px, 300 ms close animation, scroll lock, focus trap. */
export function Modal({
  open,
  onClose,
  onAfterClose,
  placement = 'center',
  title,
  'aria-label': ariaLabel,
  description,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  showCloseButton = true,
  closeLabel,
  role = 'dialog',
  initialFocus,
  children,
}: ModalProps) {
  useStyles(modalStyles);
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useModalDialog({
    open,
    onClose,
    onAfterClose,
    closeMs: MODAL_CLOSE_MS,
    closeOnOverlayClick,
    closeOnEscape,
    initialFocus,
  });
  if (!dialog.mounted) return null;

  return (
    <Portal>
      <dialog
        {...dialog.dialogProps}
        className="owo-modal"
        part="modal"
        role={role === 'alertdialog' ? role : undefined}
        data-placement={placement}
        data-state={dialog.state}
        aria-label={title ? undefined : ariaLabel}
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={description ? descriptionId : undefined}
      >
        <div className="owo-modal__panel" part="modal-panel" data-close-button={showCloseButton || undefined}>
          {title && (
            <h2 id={titleId} className="owo-modal__title">
              {title}
            </h2>
          )}
          {description && (
            <p id={descriptionId} className="owo-modal__description">
              {description}
            </p>
          )}
          <PortalContainerContext value={dialog.element}>{children}</PortalContainerContext>
          {/* Last in the DOM, so opening focuses the content first; pinned to the corner by CSS. */}
          {showCloseButton && <CloseButton label={closeLabel} onClick={onClose} />}
        </div>
      </dialog>
    </Portal>
  );
}
