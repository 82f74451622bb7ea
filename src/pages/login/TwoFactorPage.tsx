import { useSelector } from '@xstate/react';
import { Button, Stack } from '#ui';
import { loginActor } from '../../session/login-flow';
import { CodeForm, StepHeading } from './CodeForm';
import { codeRule } from './login-rules';
import { useLoginStep } from './use-login-flow';

/** /login/twofactor: the authenticator code after the password. */
export default function TwoFactorPage() {
  const { send } = useLoginStep('code');
  const busy = useSelector(loginActor, (s) => s.matches('verifyingCode'));
  return (
    <Stack gap="lg">
      <StepHeading title="Two-factor authentication">
        Enter the 6-digit code your authenticator app shows for Waypoint Console.
      </StepHeading>
      <CodeForm
        label="Authentication code"
        rule={codeRule}
        numeric
        submitLabel="Verify"
        busy={busy}
        onCode={(code) => send({ type: 'SUBMIT_CODE', code: code.replace(/\s/g, '') })}
      >
        <Button tone="quiet" onClick={() => send({ type: 'USE_BACKUP' })}>
          Use a backup code
        </Button>
      </CodeForm>
    </Stack>
  );
}
