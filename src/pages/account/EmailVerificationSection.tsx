import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ACCOUNT_TEXT } from '#contract/account';
import { Alert, Button, Card, Stack } from '#ui';
import { queryClient } from '../../api/query-client';
import { tsr } from '../../api/tsr';
import { notifications } from '../../notify/store';
import { confirmEmailOnce } from './confirm-email';

/**
 * Whether the address is confirmed, and a button that mails a verification link. A link
 * opened while signed in lands here as `?emailToken=…` (see server/outbox/render.ts).
 */
export function EmailVerificationSection({
  email,
  confirmed,
}: {
  email: string;
  confirmed: boolean;
}) {
  const [sent, setSent] = useState(false);
  const token = new URLSearchParams(useSearch()).get('emailToken');
  const [, navigate] = useLocation();
  const send = tsr.account.sendEmailVerification.useMutation({
    onSuccess: (res) => {
      setSent(true);
      notifications.notify('success', res.body.message);
    },
  });

  useEffect(() => {
    if (!token) return;
    void confirmEmailOnce(token).then((outcome) => {
      notifications.notify(outcome.ok ? 'success' : 'error', outcome.text);
      void queryClient.invalidateQueries({ queryKey: ['account', 'generalSettings'] });
      navigate('/account', { replace: true });
    });
  }, [token, navigate]);

  return (
    <Card title="Email verification">
      <Stack gap="md">
        {confirmed ? (
          <Alert tone="success">{`${email} is confirmed.`}</Alert>
        ) : sent ? (
          <Alert tone="info">{ACCOUNT_TEXT.verificationSent}</Alert>
        ) : (
          <Alert tone="warning">{`${email} is not confirmed yet.`}</Alert>
        )}
        {confirmed ? null : (
          <div>
            <Button loading={send.isPending} onClick={() => send.mutate({ params: { email } })}>
              {sent ? 'Send the link again' : 'Send verification email'}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
