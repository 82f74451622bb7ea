import type { ReactNode } from 'react';
import { Button, SaveBar } from '#ui';

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

/** The Save bar of a contract-driven form, with `children` beside Save; a read-only form has none. */
export function SaveButton({
  readOnly,
  saving,
  children,
}: {
  readOnly: boolean;
  saving: boolean;
  children?: ReactNode;
}) {
  if (readOnly) return null;
  return (
    <SaveBar>
      <Button type="submit" loading={saving}>
        Save
      </Button>
      {children}
    </SaveBar>
  );
}
