import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SOCIAL_MSG } from '#contract/social-messages';
import { errorTexts } from '#machines/error-text';
import { LoadingBlock, Page } from '#ui';
import { notifications, notifyTexts } from '../../notify/store';
import { useTwitterCallback } from './use-redirect-callback';

/** /account/twitterSignupRedirect: finishes linking a Twitter account, then back to /account. */
export default function TwitterLinkRedirectPage() {
  const answer = useTwitterCallback();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!answer) return;
    if (answer.status === 200 && 'linked' in answer.body) {
      notifications.notify('success', SOCIAL_MSG.linked('twitter'));
    } else {
      notifyTexts(errorTexts(answer));
    }
    navigate('/account', { replace: true });
  }, [answer, navigate]);

  return (
    <Page title="Linking your Twitter account…">
      <LoadingBlock />
    </Page>
  );
}
