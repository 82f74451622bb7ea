import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_TEXT } from '#contract/webhooks';
import { fieldError } from '#server/kit/index';

/** Where no webhook may go: this host, its networks, link-local, shared and reserved ranges. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A lookup that cannot hold a console request longer than this. */
const LOOKUP_MS = 3000;

export type EndpointCheck = 'ok' | 'private' | 'unresolved';

/** Every address a host name resolves to; tests give their own to play a rebinding DNS. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** The URL's host as an address or a name to resolve (an IPv6 literal without brackets). */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Whether every address the URL's host resolves to is public. */
export async function checkEndpoint(
  url: string,
  resolve: Resolve = systemResolve,
): Promise<EndpointCheck> {
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host) ? 'private' : 'ok';
  const timeout = new Promise<'unresolved'>((done) => {
    setTimeout(() => done('unresolved'), LOOKUP_MS).unref();
  });
  const resolved = resolve(host).then(
    (found): EndpointCheck =>
      found.length === 0
        ? 'unresolved'
        : found.some((a) => isPrivateAddress(a.address))
          ? 'private'
          : 'ok',
    (): EndpointCheck => 'unresolved',
  );
  return Promise.race([resolved, timeout]);
}

/** The endpoint as a subscription keeps it, or the `url` field's error. */
export async function allowedEndpoint(url: string, allowPrivate: boolean): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fieldError('url', WEBHOOK_TEXT.notUrl);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw fieldError('url', WEBHOOK_TEXT.notUrl);
  }
  if (allowPrivate) return url;
  const checked = await checkEndpoint(parsed.toString());
  if (checked === 'private') throw fieldError('url', WEBHOOK_TEXT.privateUrl);
  if (checked === 'unresolved') throw fieldError('url', WEBHOOK_TEXT.unresolved);
  return url;
}
