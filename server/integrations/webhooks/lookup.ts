import type { LookupFunction } from 'node:net';
import { isPrivateAddress, type Resolve } from './endpoint';

/** Why a delivery's connection was not opened: the text its log entry shows. */
export function refusedText(host: string, address: string): string {
  return `Refused: ${host} resolves to a private address (${address})`;
}

export class RefusedAddress extends Error {
  readonly code = 'EWEBHOOKPRIVATE';
}

/**
 * The connection's own name lookup, refusing a name any of whose addresses is private. The
 * check and the connection use the same answer, so a name cannot resolve to a public address
 * when checked and to a private one when connected to (DNS rebinding).
 */
export function guardedLookup(resolve: Resolve): LookupFunction {
  return (host, options, callback) => {
    resolve(host).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((a) => wanted === 0 || a.family === wanted);
        const bad = found.find((a) => isPrivateAddress(a.address));
        if (bad) return callback(new RefusedAddress(refusedText(host, bad.address)), '');
        const [first] = usable;
        if (!first) {
          const none: NodeJS.ErrnoException = new Error(`${host} resolves to no address`);
          none.code = 'ENOTFOUND';
          return callback(none, '');
        }
        if (options.all) return callback(null, usable);
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
