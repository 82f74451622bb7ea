import type { ReactNode } from 'react';
import { Button } from '#ui';

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

/** The Save button of a contract-driven form; a read-only form has none. */
export function SaveButton({ readOnly, saving }: { readOnly: boolean; saving: boolean }) {
  if (readOnly) return null;
  return (
    <div>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </div>
  );
}
