import { useEffect, useState } from 'react';
import type { ProvidersResponse } from '#contract/social';
import { socialCall } from './api';
import { type SocialRoutes, socialRoutes } from './routes';

const NONE: ProvidersResponse = { google: null, facebook: null, twitter: false };
let cached: Promise<ProvidersResponse> | undefined;

/** Which providers are configured; asked once per page load. Null until known. */
export function useProviders(): ProvidersResponse | null {
  const [providers, setProviders] = useState<ProvidersResponse | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= socialCall<SocialRoutes['providers']>(socialRoutes.providers, {
      anonymous: true,
    }).then(
      (r) => (r.status === 200 ? r.body : NONE),
      () => {
        cached = undefined;
        return NONE;
      },
    );
    void cached.then((p) => live && setProviders(p));
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
