import type { ReactNode } from 'react';
import { Button, Heading, Muted, Stack, TextField } from '#ui';
import { loginActor } from '../../session/login-flow';
import type { Check } from './login-rules';
import { useField } from './use-field';

/** A sign-in step's title and what it asks of the user. */
export function StepHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Heading level={1}>{title}</Heading>
      <Muted>{children}</Muted>
    </div>
  );
}

/** Leaves the two-factor steps for the password again. */
export function BackToSignIn() {
  return (
    <Button tone="quiet" onClick={() => loginActor.send({ type: 'RESTART' })}>
      Back to sign in
    </Button>
  );
}

/**
 * One code field and its submit button: the shape of every two-factor step. Each step may go
 * back to the password, after its own other ways (`children`).
 */
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
        <BackToSignIn />
      </Stack>
    </form>
  );
}
