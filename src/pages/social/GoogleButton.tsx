import { useEffect, useRef, useState } from 'react';
import { Muted } from '#ui';
import { loadGoogleIdentity } from './google-identity';

/**
 * Google's own button (Google Identity Services, loaded on first show); it hands back an ID
 * token, which the server verifies.
 */
export function GoogleButton({
  clientId,
  text = 'signin_with',
  onIdToken,
}: {
  clientId: string;
  text?: 'signin_with' | 'continue_with';
  onIdToken: (idToken: string) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const callback = useRef(onIdToken);
  callback.current = onIdToken;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!live || !holder.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => callback.current(response.credential),
        });
        google.renderButton(holder.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [clientId, text]);

  if (failed) return <Muted>Google sign-in could not be loaded.</Muted>;
  return <div ref={holder} />;
}
