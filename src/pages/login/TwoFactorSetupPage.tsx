import { useSelector } from '@xstate/react';
import { Alert, Button, Heading, LoadingBlock, Muted, Stack } from '#ui';
import { loginActor } from '../../session/login-flow';
import { BackToSignIn, CodeForm, StepHeading } from './CodeForm';
import { codeRule } from './login-rules';
import { useLoginStep } from './use-login-flow';

/**
 * /login/twofactorSetup: the company requires two-factor and this account has none yet. The
 * secret is shown as a QR code and as text; the backup codes are shown once, before the
 * session opens.
 */
export default function TwoFactorSetupPage() {
  const { send } = useLoginStep('setup');
  const snapshot = useSelector(loginActor, (s) => s);
  const { setup, backupCodes } = snapshot.context;

  if (snapshot.matches({ setupStep: 'showCodes' })) {
    return (
      <Stack gap="lg">
        <Heading level={1}>Save your backup codes</Heading>
        <Muted>
          Each code signs you in once when your phone is not at hand. Keep them somewhere safe: they
          are not shown again.
        </Muted>
        <ul aria-label="Backup codes">
          {backupCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Button block onClick={() => send({ type: 'CONTINUE' })}>
          Continue
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <StepHeading title="Set up two-factor authentication">
        Your company requires a code from an authenticator app at every sign-in.
      </StepHeading>
      {snapshot.matches({ setupStep: 'loading' }) ? <LoadingBlock /> : null}
      {snapshot.matches({ setupStep: 'unavailable' }) ? (
        <Alert tone="danger">
          The setup could not start.{' '}
          <Button tone="quiet" onClick={() => send({ type: 'RETRY_SETUP' })}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {setup ? (
        <>
          <img
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          />
          <Muted>
            Or enter this key by hand: <code data-testid="totp-secret">{setup.secret}</code>
          </Muted>
          <CodeForm
            label="Authentication code"
            rule={codeRule}
            numeric
            submitLabel="Turn on two-factor"
            busy={snapshot.matches({ setupStep: 'confirming' })}
            onCode={(code) => send({ type: 'SUBMIT_CODE', code: code.replace(/\s/g, '') })}
          />
        </>
      ) : (
        <BackToSignIn />
      )}
    </Stack>
  );
}
