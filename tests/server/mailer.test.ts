import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '#server/mail/mailer';
import { readOutbox, removeDir, startSmtpSink, tempDataDir } from './mail-sink';

const logger = pino({ level: 'silent' });
const link = `http://127.0.0.1:3000/resetpassword?token=${'a'.repeat(43)}`;
const message = { to: 'pat@mail.test', subject: 'Hello', text: `Open ${link}`, links: [link] };

describe('mailer', () => {
  const dataDir = tempDataDir();
  afterAll(() => removeDir(dataDir));

  it('writes each message to DATA_DIR/outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Me <me@x.test>',
      dataDir,
      logger,
    });
    await mailer.send(message);
    await mailer.send({ ...message, to: 'sam@mail.test' });
    const mails = await readOutbox(dataDir);
    expect(mails).toHaveLength(2);
    // Files are named by the millisecond they were written: two in one may list in either order.
    expect(mails.find((mail) => mail.to === message.to)).toMatchObject({
      ...message,
      from: 'Me <me@x.test>',
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual(['pat@mail.test', 'sam@mail.test']);
  });

  it('leaves only finished messages in the outbox, never a half-written file', async () => {
    const dir = tempDataDir();
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        mailFrom: 'me@x.test',
        dataDir: dir,
        logger,
      });
      await Promise.all([mailer.send(message), mailer.send(message), mailer.send(message)]);
      const names = await readdir(join(dir, 'outbox'));
      expect(names).toHaveLength(3);
      for (const name of names) {
        expect(name).toMatch(/^\d+-[0-9a-f]{8}\.json$/);
        JSON.parse(await readFile(join(dir, 'outbox', name), 'utf8'));
      }
    } finally {
      removeDir(dir);
    }
  });

  it('writes a message named by its key once: sent again, the first file stays as it was', async () => {
    const dir = tempDataDir();
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        mailFrom: 'me@x.test',
        dataDir: dir,
        logger,
      });
      await mailer.send(message, '1795000000000-0000000007');
      await mailer.send({ ...message, subject: 'Again' }, '1795000000000-0000000007');
      expect(await readdir(join(dir, 'outbox'))).toEqual(['1795000000000-0000000007.json']);
      expect(await readOutbox(dir)).toMatchObject([{ subject: 'Hello' }]);
    } finally {
      await removeDir(dir);
    }
  });

  it('delivers through a real SMTP server, long links intact', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'me@x.test', dataDir, logger });
      await mailer.send(message);
      const mail = await smtp.mailTo('pat@mail.test');
      expect(mail.raw).toMatch(/^From: me@x\.test\r?$/m);
      expect(mail.raw).toMatch(/^Subject: Hello\r?$/m);
      expect(mail.text).toContain(link);
    } finally {
      await smtp.close();
    }
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpSink();
    const url = smtp.url;
    await smtp.close();
    const mailer = createMailer({ smtpUrl: url, mailFrom: 'me@x.test', dataDir, logger });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});
