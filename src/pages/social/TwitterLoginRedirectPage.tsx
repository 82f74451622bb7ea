import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { errorTexts } from '#machines/error-text';
import { Heading, LoadingBlock, Stack } from '#ui';
import { notifyTexts } from '../../notify/store';
import { finishSocialSignIn } from './finish';
import { useTwitterCallback } from './use-redirect-callback';

/** /loginTwitterRedirect: finishes a Twitter sign-in, or goes back to the login page. */
export default function TwitterLoginRedirectPage() {
  const answer = useTwitterCallback();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!answer) return;
    const result =
      answer.status === 200 && !('linked' in answer.body)
        ? finishSocialSignIn({ ok: true, tokens: answer.body })
        : 'failed';
    if (answer.status !== 200) notifyTexts(errorTexts(answer));
    // A session moves the visitor guard on by itself; /login shows the two-factor step the
    // login machine is at, or the form again.
    if (result !== 'signedIn') navigate('/login', { replace: true });
  }, [answer, navigate]);

  return (
    <Stack gap="md">
      <Heading level={1}>Signing in with Twitter…</Heading>
      <LoadingBlock />
    </Stack>
  );
}
