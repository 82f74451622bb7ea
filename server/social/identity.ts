import { PROVIDER_NAMES, SOCIAL_MSG, type SocialProvider } from '#contract/social';
import { HttpProblem } from '#server/http/problem';

/** Who a provider vouched for, once its token has been checked with the provider. */
export type VerifiedIdentity = {
  provider: SocialProvider;
  subject: string;
  /** Only an email the provider says is verified may link an account by address. */
  email: string | null;
  emailVerified: boolean;
};

export const notVerified = (p: SocialProvider) =>
  new HttpProblem(400, { title: SOCIAL_MSG.notVerified(p) });

export const unreachable = (p: SocialProvider) =>
  new HttpProblem(502, { title: SOCIAL_MSG.unreachable(p) });

export const disabled = (p: SocialProvider) =>
  new HttpProblem(404, { title: SOCIAL_MSG.disabled(p) });

/** Provider calls must not hang a sign-in forever; a slow provider reads as unreachable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** fetch to a provider: network failures become a 502 with the provider's name. */
export async function providerFetch(
  provider: SocialProvider,
  url: string | URL,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw unreachable(provider);
  }
  if (response.status >= 500) throw unreachable(provider);
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

export const providerName = (p: SocialProvider) => PROVIDER_NAMES[p];
