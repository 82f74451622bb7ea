import type { ClientInferResponses } from '@ts-rest/core';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { SOCIAL_MSG, type socialContract } from '#contract/social';
import { socialCall } from './api';
import { type SocialRoutes, socialRoutes } from './routes';

type Callback = ClientInferResponses<typeof socialContract.twitterCallback>;

/**
 * Where Twitter sends the browser back: posts `code` and `state` once (a state works only once,
 * so React's double effects must not send it twice). Resolves to the answer or a failure.
 */
export function useTwitterCallback(): Callback | { status: 0; body: { title: string } } | null {
  const search = useSearch();
  const sent = useRef(false);
  const [answer, setAnswer] = useState<Callback | { status: 0; body: { title: string } } | null>(
    null,
  );
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const q = new URLSearchParams(search);
    const code = q.get('code');
    const state = q.get('state');
    if (!code || !state) {
      setAnswer({ status: 0, body: { title: SOCIAL_MSG.cancelled } });
      return;
    }
    socialCall<SocialRoutes['twitterCallback']>(socialRoutes.twitterCallback, {
      body: { code, state },
    }).then(setAnswer, () => setAnswer({ status: 0, body: { title: SOCIAL_MSG.cancelled } }));
  }, [search]);
  return answer;
}
