import type { ButtonHTMLAttributes, Ref } from 'react';
import { type ButtonVariants, button } from './button.css';
import { Spinner } from './Spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner and ignores clicks, keeping the button's name for screen readers. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  tone,
  size,
  block,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading, so focus stays on the button.
      aria-disabled={loading || rest.disabled || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={[button({ tone, size, block }), className].filter(Boolean).join(' ')}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
