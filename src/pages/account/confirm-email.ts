import { errorTexts } from '#machines/error-text';
import { api } from '../../api/client';

const attempts = new Map<string, Promise<{ ok: boolean; text: string }>>();

/**
 * Confirms with a verification token, once per page load: the token is single use, so a
 * second request (React's development double effects, a re-render) would report a failure.
 */
export function confirmEmailOnce(token: string) {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = api.account
      .confirmEmail({ params: { token } })
      .then((res) =>
        res.status === 200
          ? { ok: true, text: res.body.message }
          : { ok: false, text: errorTexts(res).join(' ') },
      );
    attempts.set(token, attempt);
  }
  return attempt;
}
