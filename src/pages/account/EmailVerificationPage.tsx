import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, Heading, LoadingBlock, Stack } from '#ui';
import { confirmEmailOnce } from './confirm-email';

/** Opened from the verification email: confirms the address on the server, then says so. */
export default function EmailVerificationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    confirmEmailOnce(token).then(
      (result) => live && setOutcome(result),
      (error: unknown) => live && setOutcome({ ok: false, text: errorTextsFrom(error).join(' ') }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Stack gap="lg">
      <Heading level={1}>Email verification</Heading>
      {outcome ? (
        <Alert tone={outcome.ok ? 'success' : 'danger'}>{outcome.text}</Alert>
      ) : (
        <LoadingBlock />
      )}
      <Link href="/login">Go to sign in</Link>
    </Stack>
  );
}
