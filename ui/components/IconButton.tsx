import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import * as styles from './rowActions.css';

export type IconButtonProps = Omit<ButtonProps, 'icon' | 'size' | 'aria-label' | 'title'> & {
  /** The accessible name, also shown as the tooltip: "Edit Sales team", not just "Edit". */
  label: string;
  /** One icon from @radix-ui/react-icons. */
  icon: ReactNode;
  /** A quiet destructive action (a row's Delete): the icon in the danger colour. */
  danger?: boolean;
};

/**
 * A compact square button showing only an icon, named for screen readers and tooltips. With
 * `asChild` the one child (an empty router link) is rendered with the icon inside it:
 * `<IconButton asChild label="View Ann" icon={<EyeOpenIcon />}><Link href="…" /></IconButton>`.
 */
export function IconButton({
  label,
  icon,
  tone = 'quiet',
  asChild = false,
  danger = false,
  className,
  children,
  ...rest
}: IconButtonProps) {
  const classes = [danger ? styles.danger : null, className].filter(Boolean).join(' ');
  const common = {
    ...rest,
    tone,
    size: 'icon',
    className: classes || undefined,
    'aria-label': label,
    title: label,
  } as const;
  if (asChild) {
    return (
      <Button {...common} asChild icon={icon}>
        {children}
      </Button>
    );
  }
  // Through `icon`, so that `loading` swaps it for the spinner.
  return <Button {...common} icon={icon} />;
}

/** The actions of one row, side by side and compact. */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className={styles.rowActions}>{children}</span>;
}
