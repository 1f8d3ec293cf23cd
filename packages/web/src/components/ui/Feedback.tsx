import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import classes from './feedback.module.css';
import { colourVariables, cx } from './style-props';

/** The × of an alert or a dialog; its accessible name is 'Close' unless `label` says otherwise. */
function CloseButton({ className, label, onClick }: { className: string | undefined; label?: string | undefined; onClick?: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <button type="button" className={className} aria-label={label ?? t`Close`} onClick={onClick}>
      ×
    </button>
  );
}

interface AlertProps extends Omit<BoxProps, 'title'> {
  color?: string;
  variant?: 'light' | 'filled' | 'outline';
  title?: ReactNode;
  withCloseButton?: boolean;
  closeButtonLabel?: string;
  onClose?(): void;
}

/** A boxed message. Give it role="alert" or "status" when it appears in answer to something. */
export function Alert({
  color = 'blue',
  variant = 'light',
  title,
  withCloseButton,
  closeButtonLabel,
  onClose,
  className,
  style,
  children,
  ...props
}: AlertProps) {
  return (
    <Box
      {...props}
      className={cx(classes.alert, classes[`alert-${variant}`], className)}
      style={{ ...colourVariables('alert', color), ...style } as BoxProps['style']}
    >
      {withCloseButton && <CloseButton className={cx(classes.dialogClose, classes.alertClose)} label={closeButtonLabel} onClick={onClose} />}
      {title && <div className={classes.alertTitle}>{title}</div>}
      {children}
    </Box>
  );
}

interface ModalProps {
  opened: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  centered?: boolean;
}

/**
 * A modal dialog on the browser's own <dialog>: it traps focus, closes on Escape and returns
 * focus to where it was. An element with `data-autofocus` gets the focus when it opens.
 */
export function Modal({ opened, onClose, title, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {opened && (
        <>
          <div className={classes.dialogHeader}>
            <h2 id={titleId} className={classes.dialogTitle}>
              {title}
            </h2>
            <CloseButton className={classes.dialogClose} onClick={onClose} />
          </div>
          <div className={classes.dialogBody}>{children}</div>
        </>
      )}
    </dialog>
  );
}
