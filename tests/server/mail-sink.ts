import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { HANG_GUARD_MS } from '../setup/hang-guard';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable (nodemailer wraps long lines such as links this way). */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback that keeps what it receives. With `acceptOnly`, messages
 * after that many are read but never answered (held), so the sender is stuck mid-send and
 * they count as not delivered, until release().
 */
export async function startSmtpSink({ acceptOnly = Number.POSITIVE_INFINITY } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let held = 0;
  let holding = true;
  const wakeAll = () => {
    for (const wake of waiters.splice(0)) wake();
  };
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (holding && received.length >= acceptOnly) {
          held++;
          wakeAll();
          return;
        }
        received.push({ to, raw, text: decodeQuotedPrintable(body) });
        wakeAll();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first message to `to`, waiting for it if needed. */
    async mailTo(to: string): Promise<ReceivedMail> {
      for (;;) {
        const found = received.find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    /** Resolves once `count` messages arrived (delivered or held). */
    waitForArrivals: (count: number) => until(() => received.length + held >= count),
    /** Resolves once `count` messages were delivered. */
    waitForDelivered: (count: number) => until(() => received.length >= count),
    /** Answers every message from now on; held ones stay undelivered (their sender is gone). */
    release() {
      holding = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OutboxMail = { to: string; subject: string; text: string; links: string[] };

/** A fresh DATA_DIR whose outbox the tests read. */
export function tempDataDir() {
  return mkdtempSync(join(tmpdir(), 'waypoint-mail-'));
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  // Only finished messages: the server writes each aside and renames it into place.
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  const mails = await Promise.all(
    names.sort().map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail),
  );
  return mails;
}

/** Mail goes out in the background; wait until `count` messages to `to` are in the outbox. */
export async function outboxMailsTo(dataDir: string, to: string, count = 1) {
  return vi.waitFor(
    async () => {
      const mails = (await readOutbox(dataDir)).filter((m) => m.to === to);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${to}`);
      return mails;
    },
    { timeout: HANG_GUARD_MS, interval: 20 },
  );
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** The token of the first link in a mail, after the given path prefix. */
export function tokenFrom(text: string, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[?/]/g, '\\$&')}([\\w%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No link with ${prefix} in:\n${text}`);
  return decodeURIComponent(match[1]);
}
