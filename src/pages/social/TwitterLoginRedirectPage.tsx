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
    const opened =
      answer.status === 200 &&
      !('linked' in answer.body) &&
      finishSocialSignIn({ ok: true, tokens: answer.body });
    if (answer.status !== 200) notifyTexts(errorTexts(answer));
    // A session moves the visitor guard on by itself; anything else returns to the form.
    if (!opened) navigate('/login', { replace: true });
  }, [answer, navigate]);

  return (
    <Stack gap="md">
      <Heading level={1}>Signing in with Twitter…</Heading>
      <LoadingBlock />
    </Stack>
  );
}
