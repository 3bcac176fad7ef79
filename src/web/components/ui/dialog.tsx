import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal built on the native <dialog>: the browser traps focus, Escape closes it and focus goes
 * back to what opened it. Used for the spec's alerts and the terms popup.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  className = '',
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          {actions ? <div className="dialog__actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}

/** The spec's alert: a title, a message and one Ok button. */
export function AlertDialog({
  open,
  title,
  message,
  okLabel,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  okLabel: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      actions={
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {okLabel}
        </button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
