import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './Button';
import * as styles from './dialog.css';

/**
 * A modal that reports something and waits for the reader (Radix Dialog: focus is trapped and
 * returns where it was; Escape or the overlay closes it like its own action does).
 */
export function Dialog({
  open,
  title,
  onClose,
  actions,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The buttons at the foot; one of them should call onClose. */
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {children}
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog's usual foot: Cancel, and the action it is opened for, busy while that runs. */
export function DialogActions({
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <Button tone="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button tone="primary" loading={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
}
