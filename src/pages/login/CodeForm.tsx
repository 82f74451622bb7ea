import type { ReactNode } from 'react';
import { Button, Stack, TextField } from '#ui';
import type { Check } from './login-rules';
import { useField } from './use-field';

/** One code field and its submit button: the shape of every two-factor step. */
export function CodeForm(props: {
  label: string;
  rule: Check;
  submitLabel: string;
  busy: boolean;
  onCode(code: string): void;
  numeric?: boolean;
  children?: ReactNode;
}) {
  const code = useField(props.rule);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        code.touch();
        if (code.valid) props.onCode(code.value.trim());
      }}
    >
      <Stack gap="md">
        <TextField
          label={props.label}
          name="code"
          autoComplete={props.numeric ? 'one-time-code' : 'off'}
          inputMode={props.numeric ? 'numeric' : 'text'}
          required
          {...code.props}
        />
        <Button type="submit" block loading={props.busy}>
          {props.submitLabel}
        </Button>
        {props.children}
      </Stack>
    </form>
  );
}
