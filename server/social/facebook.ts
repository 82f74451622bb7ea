import * as z from 'zod';
import type { ServerConfig } from '#server/deps';
import { notVerified, providerFetch, type VerifiedIdentity } from './identity';

type FacebookConfig = NonNullable<ServerConfig['facebook']>;

const DebugToken = z.object({
  data: z.object({
    app_id: z.union([z.string(), z.number()]),
    is_valid: z.boolean(),
    user_id: z.union([z.string(), z.number()]),
  }),
});
const Me = z.object({ id: z.union([z.string(), z.number()]), email: z.string().optional() });

/**
 * Checks a Facebook user access token with the Graph API's token inspection (debug_token with
 * the app token `id|secret`): it must be valid and issued to our app. Then /me gives the
 * email; Facebook only returns a confirmed address, so it counts as verified.
 */
export function facebookVerifier(config: FacebookConfig) {
  const base = config.graphUrl.replace(/\/+$/, '');
  const graph = async (path: string, params: Record<string, string>) => {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const { status, body } = await providerFetch('facebook', url);
    if (status !== 200) throw notVerified('facebook');
    return body;
  };
  return async (accessToken: string): Promise<VerifiedIdentity> => {
    const appToken = `${config.clientId}|${config.clientSecret}`;
    const debug = DebugToken.safeParse(
      await graph('/debug_token', { input_token: accessToken, access_token: appToken }),
    );
    if (!debug.success) throw notVerified('facebook');
    const { app_id, is_valid, user_id } = debug.data.data;
    if (!is_valid || String(app_id) !== config.clientId) throw notVerified('facebook');
    const me = Me.safeParse(await graph('/me', { fields: 'id,email', access_token: accessToken }));
    if (!me.success || String(me.data.id) !== String(user_id)) throw notVerified('facebook');
    const email = me.data.email ?? null;
    return { provider: 'facebook', subject: String(me.data.id), email, emailVerified: !!email };
  };
}
