import { EyeOpenIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { IconButton } from '#ui';

/** The icons every area uses for the same row action, so View looks the same in every list. */
export const ROW_ICONS = {
  view: <EyeOpenIcon aria-hidden="true" />,
  edit: <Pencil1Icon aria-hidden="true" />,
  delete: <TrashIcon aria-hidden="true" />,
} as const;

/**
 * A row action that goes somewhere: a real link (middle-click and open-in-new-tab work) that
 * looks like a compact icon button. `label` names the record: "View Booking agents".
 */
export function RowLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <IconButton asChild label={label} icon={icon}>
      <Link href={href} />
    </IconButton>
  );
}

/** A row action that does something here (delete, resend): a compact, named icon button. */
export function RowButton({
  label,
  icon,
  onClick,
  disabled = false,
  danger = false,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** A destructive action shows its icon in the danger colour. */
  danger?: boolean;
}) {
  return (
    <IconButton label={label} icon={icon} onClick={onClick} disabled={disabled} danger={danger} />
  );
}
