import { useState } from 'react';
import type { Check } from './login-rules';

/**
 * A text field with its check: the message shows once the user has left the field or tried
 * to submit. Small on purpose (the /login bundle budget).
 */
export function useField(check: Check, initial = '') {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const message = check(value);
  return {
    value,
    valid: message === undefined,
    touch: () => setTouched(true),
    props: {
      value,
      onChange: (event: { target: { value: string } }) => setValue(event.target.value),
      onBlur: () => setTouched(true),
      errors: touched && message ? [message] : [],
    },
  };
}
