import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Google Identity Services and the Facebook SDK, loaded only when those sign-ins are on. */
const GOOGLE = 'https://accounts.google.com/gsi/';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = ['https://www.facebook.com', 'https://web.facebook.com'];

/**
 * The page's rules for what it may load and run. The refresh token lives in local storage (the
 * spec wants it there), so injected script is the threat that matters: scripts come only from
 * this origin and the two sign-in providers, never inline and never through eval. Styles may be
 * inline: Radix positions popovers with style attributes and locks scrolling with a <style>.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'", GOOGLE, FACEBOOK_SDK],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'", GOOGLE],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", GOOGLE],
  'frame-src': [GOOGLE, ...FACEBOOK_FRAMES],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * What only a document reads: its policy, framing, opener, referrer and legacy IE switches. A
 * script or stylesheet is never a document, so the build's hashed files go without them (they
 * were a kilobyte on each of the first page's requests); they keep nosniff and CORP.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Security headers on every answer, page or API (the build's asset files keep only those that
 * apply to them, server/http/static.ts): the policy above, no framing, no MIME
 * sniffing, no Referer (reset and verification tokens travel in URLs), and HSTS when the
 * console is reached over https (PUBLIC_URL), since the server itself speaks plain HTTP
 * behind whatever terminates TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { tls: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Google's and Facebook's sign-in popups report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
}
