import { Muted, Stack } from '#ui';
import { socialCall } from './api';
import { FacebookButton } from './FacebookButton';
import { finishSocialSignIn, type SocialOutcome } from './finish';
import { GoogleButton } from './GoogleButton';
import { type SocialRoutes, socialRoutes } from './routes';
import { TwitterButton } from './TwitterButton';
import { useProviders } from './use-providers';

type Answer = { status: number; body: unknown };

const outcomeOf = (r: Answer): SocialOutcome =>
  r.status === 200
    ? { ok: true, tokens: r.body as Extract<SocialOutcome, { ok: true }>['tokens'] }
    : { ok: false, failure: r };

const failedCall = (): SocialOutcome => ({ ok: false, failure: { status: 0, body: null } });

/** The sign-in buttons of the configured providers; nothing when none is configured. */
export default function SocialButtonsPanel() {
  const providers = useProviders();
  if (!providers || (!providers.google && !providers.facebook && !providers.twitter)) return null;

  const signInWith = async (send: () => Promise<Answer>) =>
    finishSocialSignIn(await send().then(outcomeOf, failedCall));

  return (
    <Stack gap="sm">
      <Muted>or</Muted>
      {providers.google ? (
        <GoogleButton
          clientId={providers.google.clientId}
          onIdToken={(idToken) =>
            signInWith(() =>
              socialCall<SocialRoutes['google']>(socialRoutes.google, {
                body: { idToken },
                anonymous: true,
              }),
            )
          }
        />
      ) : null}
      {providers.facebook ? (
        <FacebookButton
          appId={providers.facebook.appId}
          label="Sign in with Facebook"
          onAccessToken={(accessToken) =>
            signInWith(() =>
              socialCall<SocialRoutes['facebook']>(socialRoutes.facebook, {
                body: { accessToken },
                anonymous: true,
              }),
            )
          }
        />
      ) : null}
      {providers.twitter ? <TwitterButton purpose="login" label="Sign in with Twitter" /> : null}
    </Stack>
  );
}
