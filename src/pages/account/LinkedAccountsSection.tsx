import { type LinkedIdentity, PROVIDER_NAMES, SOCIAL_MSG } from '#contract/social';
import { Button, Card, List, Muted, Stack } from '#ui';
import { queryClient } from '../../api/query-client';
import { tsr } from '../../api/tsr';
import { notifications } from '../../notify/store';
import { FacebookButton } from '../social/FacebookButton';
import { GoogleButton } from '../social/GoogleButton';
import { TwitterButton } from '../social/TwitterButton';
import { useProviders } from '../social/use-providers';

const KEY = ['account', 'socialIdentities'];

const describe = (identity: LinkedIdentity) =>
  `${PROVIDER_NAMES[identity.provider]}${identity.email ? ` (${identity.email})` : ''}`;

/** The social accounts that can sign in to this account: list, unlink, link another. */
export function LinkedAccountsSection() {
  const providers = useProviders();
  const query = tsr.social.identities.useQuery({ queryKey: KEY });
  const identities = query.data?.body ?? [];
  const linked = (identity: LinkedIdentity) => {
    notifications.notify('success', SOCIAL_MSG.linked(identity.provider));
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
  const linkGoogle = tsr.social.linkGoogle.useMutation({ onSuccess: (r) => linked(r.body) });
  const linkFacebook = tsr.social.linkFacebook.useMutation({ onSuccess: (r) => linked(r.body) });
  const unlink = tsr.social.unlink.useMutation({
    onSuccess: (_r, { params }) => {
      const gone = identities.find((i) => i.id === params.id);
      if (gone) notifications.notify('success', SOCIAL_MSG.unlinked(gone.provider));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  const anyProvider = providers && (providers.google || providers.facebook || providers.twitter);
  if (!anyProvider && identities.length === 0) return null;

  return (
    <Card title="Linked accounts">
      <Stack gap="md">
        {identities.length === 0 ? (
          <Muted>No social account is linked. Link one to sign in with it.</Muted>
        ) : (
          <List
            items={identities}
            getKey={(identity) => identity.id}
            render={(identity) => (
              <span>
                {describe(identity)}{' '}
                <Button
                  tone="quiet"
                  size="sm"
                  aria-label={`Unlink ${describe(identity)}`}
                  loading={unlink.isPending && unlink.variables?.params.id === identity.id}
                  onClick={() => unlink.mutate({ params: { id: identity.id } })}
                >
                  Unlink
                </Button>
              </span>
            )}
          />
        )}
        {providers?.google ? (
          <GoogleButton
            clientId={providers.google.clientId}
            text="continue_with"
            onIdToken={(idToken) => linkGoogle.mutate({ body: { idToken } })}
          />
        ) : null}
        {providers?.facebook ? (
          <FacebookButton
            appId={providers.facebook.appId}
            label="Link a Facebook account"
            onAccessToken={(accessToken) => linkFacebook.mutate({ body: { accessToken } })}
          />
        ) : null}
        {providers?.twitter ? (
          <TwitterButton purpose="link" label="Link a Twitter account" />
        ) : null}
      </Stack>
    </Card>
  );
}
