import { useState } from 'react';
import type { TwitterPurpose } from '#contract/social';
import { errorTexts } from '#machines/error-text';
import { Button } from '#ui';
import { notifyTexts } from '../../notify/store';
import { socialCall } from './api';
import { type SocialRoutes, socialRoutes } from './routes';

/** Starts the Twitter flow: the browser leaves for Twitter and comes back to a redirect page. */
export function TwitterButton({ purpose, label }: { purpose: TwitterPurpose; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      tone="secondary"
      block
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const response = await socialCall<SocialRoutes['twitterStart']>(socialRoutes.twitterStart, {
          search: `?purpose=${purpose}`,
        }).catch(() => null);
        if (response?.status === 200) {
          window.location.assign(response.body.authorizeUrl);
          return;
        }
        setBusy(false);
        notifyTexts(errorTexts(response ?? { status: 0, body: null }));
      }}
    >
      {label}
    </Button>
  );
}
