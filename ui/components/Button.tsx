import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { type ButtonVariants, button } from './button.css';
import { Spinner } from './Spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner and ignores clicks, keeping the button's name for screen readers. */
    loading?: boolean;
    /**
     * Renders the one child element (a router link, say) with the button's look instead of a
     * <button>: `<Button asChild tone="primary"><Link href="…">Add User</Link></Button>`.
     */
    asChild?: boolean;
    /** An icon before the text, from @radix-ui/react-icons. */
    icon?: ReactNode;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  tone,
  size,
  block,
  loading = false,
  asChild = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [button({ tone, size, block }), className].filter(Boolean).join(' ');
  if (asChild) {
    // Slottable: the child element is rendered, and the icon goes inside it before its text.
    return (
      <Slot {...rest} className={classes} onClick={onClick}>
        {icon}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }
  return (
    <button
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading, so focus stays on the button.
      aria-disabled={loading || rest.disabled || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={classes}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
