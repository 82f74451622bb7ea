import { useSelector } from '@xstate/react';
import { Button, Heading, Muted, Stack } from '#ui';
import { loginActor } from '../../session/login-flow';
import { CodeForm } from './CodeForm';
import { codeRule } from './login-rules';
import { useLoginStep } from './use-login-flow';

/** /login/twofactor: the authenticator code after the password. */
export default function TwoFactorPage() {
  const { send } = useLoginStep('code');
  const busy = useSelector(loginActor, (s) => s.matches('verifyingCode'));
  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Two-factor authentication</Heading>
        <Muted>Enter the 6-digit code your authenticator app shows for Waypoint Console.</Muted>
      </div>
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
        <Button tone="quiet" onClick={() => send({ type: 'RESTART' })}>
          Back to sign in
        </Button>
      </CodeForm>
    </Stack>
  );
}
