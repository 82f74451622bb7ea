import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { PASSWORD_TEXT } from '#contract/password';
import { outbox } from '#server/db/schema';
import { RESET_REQUESTS_PER_HOUR } from '#server/password/request-limit';
import { addUser } from './account-users';
import { describeEachDatabase, type TestServer } from './harness';
import { removeDir, tempDataDir } from './mail-sink';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

const forgot = async (server: TestServer, email: string) => {
  const res = await server.fetch('/api/auth/forgottenPassword', {
    method: 'POST',
    body: { email },
  });
  return { status: res.status, body: await res.json() };
};

/** Each reset mail is one outbox row, queued before the answer goes out (sent or not yet). */
async function linksMailed(server: TestServer, userIds: number[]) {
  const rows = await server.database.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.userId, userIds), eq(outbox.kind, 'password-reset')));
  return rows.length;
}

const same = { status: 200, body: { message: PASSWORD_TEXT.resetRequested } };

describeEachDatabase(
  'forgotten-password requests are limited',
  (server) => {
    it('mails one address 3 times an hour, answering every request the same', async () => {
      const user = await addUser(server());
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await forgot(server(), user.email));
      answers.push(await forgot(server(), `nobody-${Date.now()}@mail.test`));
      expect(answers).toEqual(Array(7).fill(same));
      expect(await linksMailed(server(), [user.id])).toBe(RESET_REQUESTS_PER_HOUR.address);
    });

    it('mails at most 10 an hour for one IP, over many addresses, answering the same', async () => {
      // The first test already asked 7 times from this address (127.0.0.1).
      const users = [];
      for (let i = 0; i < 6; i++) users.push(await addUser(server()));
      const answers = await Promise.all(users.map((u) => forgot(server(), u.email)));
      expect(answers).toEqual(Array(6).fill(same));
      expect(
        await linksMailed(
          server(),
          users.map((u) => u.id),
        ),
      ).toBe(RESET_REQUESTS_PER_HOUR.ip - 7);
    });
  },
  { dataDir },
);
