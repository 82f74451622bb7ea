import type { ReactNode } from 'react';
import { ConfirmDialog } from '#ui';

/**
 * The confirmation every delete action shows: the question (spec section 8), an optional
 * choice (e.g. a replacement), the reason a confirm was refused, and Delete / Cancel.
 */
export function DeleteConfirm({
  open,
  title,
  prompt,
  error,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  prompt: string;
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={prompt}
      error={error}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </ConfirmDialog>
  );
}
