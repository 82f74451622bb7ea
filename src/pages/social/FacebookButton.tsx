import { useEffect, useState } from 'react';
import { SOCIAL_MSG } from '#contract/social-messages';
import { Button } from '#ui';
import { notifyTexts } from '../../notify/store';
import { type FacebookSdk, facebookLogin, loadFacebook } from './facebook-sdk';

/** Opens Facebook's login popup and hands back the user access token. */
export function FacebookButton({
  appId,
  label,
  onAccessToken,
}: {
  appId: string;
  label: string;
  onAccessToken: (accessToken: string) => void;
}) {
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);

  // Loaded before the click: browsers only allow the popup straight from the click.
  useEffect(() => {
    let live = true;
    loadFacebook(appId).then(
      (loaded) => live && setSdk(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [appId]);

  return (
    <Button
      type="button"
      tone="secondary"
      block
      disabled={!sdk}
      onClick={async () => {
        if (!sdk) return;
        const token = await facebookLogin(sdk);
        if (token) onAccessToken(token);
        else notifyTexts([SOCIAL_MSG.cancelled]);
      }}
    >
      {label}
    </Button>
  );
}
