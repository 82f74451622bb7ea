import { useSelector } from '@xstate/react';
import { Button, Stack } from '#ui';
import { loginActor } from '../../session/login-flow';
import { CodeForm, StepHeading } from './CodeForm';
import { backupCodeRule } from './login-rules';
import { useLoginStep } from './use-login-flow';

/** /login/twofactorbackup: one of the single-use backup codes instead of the app's code. */
export default function TwoFactorBackupPage() {
  const { send } = useLoginStep('backup');
  const busy = useSelector(loginActor, (s) => s.matches('verifyingBackup'));
  return (
    <Stack gap="lg">
      <StepHeading title="Use a backup code">
        Each backup code works once. You received them when you set up two-factor.
      </StepHeading>
      <CodeForm
        label="Backup code"
        rule={backupCodeRule}
        submitLabel="Verify"
        busy={busy}
        onCode={(backupCode) => send({ type: 'SUBMIT_BACKUP', backupCode })}
      >
        <Button tone="quiet" onClick={() => send({ type: 'USE_CODE' })}>
          Use the authenticator app
        </Button>
      </CodeForm>
    </Stack>
  );
}
