import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const focusablesIn = (element: HTMLElement): HTMLElement[] => [...element.querySelectorAll<HTMLElement>(focusableSelector)];

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** keys the dialog handles itself (a gallery's arrows), after Escape and Tab */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** a wider frame, for images */
  size?: 'md' | 'lg';
  /** where the focus goes on opening: the first field (a form) or the dialog itself (a viewer driven by keys) */
  initialFocus?: 'first-control' | 'dialog';
};

/**
 * A modal dialog (WAI-ARIA dialog pattern): named by its title, focus moved inside on opening and kept
 * there with Tab, Escape, the close button or a click beside it closes it, and the focus goes back to
 * what opened it. Not the native `<dialog>`: jsdom, where the component tests run, has no `showModal`.
 */
export const Modal = ({ title, onClose, children, onKeyDown, size = 'md', initialFocus = 'first-control' }: ModalProps) => {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest `onClose`, read by the listeners without re-running the opening effect.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  // A layout effect: the dialog has the focus from the moment it is in the page, never a frame later.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const firstControl = initialFocus === 'first-control' && dialog ? focusablesIn(dialog).find((element) => !element.classList.contains('modal__close')) : undefined;
    (firstControl ?? dialog)?.focus();
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      if (opener?.isConnected) opener.focus();
    };
    // Once, on opening: the focus moves in when the dialog opens and back out when it closes.
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) {
      const focusables = focusablesIn(dialogRef.current);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    onKeyDown?.(event);
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Fermer" onClick={() => closeRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
};
