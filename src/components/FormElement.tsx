import type { ReactNode } from 'react';

/**
 * The <form> every contract-driven form renders: the browser's own validation is off (the
 * contract's schema decides) and submitting hands over to the form library.
 */
export function FormElement({
  onSubmit,
  children,
}: {
  onSubmit: () => Promise<unknown> | unknown;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
