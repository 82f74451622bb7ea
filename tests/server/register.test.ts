import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { REGISTER_TEXT } from '#contract/register';
import { companyInterests } from '#server/db/schema';
import { describeEachDatabase, type TestServer } from './harness';
import { startSmtpSink } from './mail-sink';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());

let serial = 0;
const interest = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    companyName: 'Sunny Tours Ltd',
    companyType: 'TourOp',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${serial}.${Date.now()}@tours.test`,
    phone: '+44 20 7946 0000',
    countryCode: 'GB',
    message: 'We run 12 branded sites.',
    ...overrides,
  };
};

const submit = (server: TestServer, body: Record<string, unknown>) =>
  server.fetch('/api/companyInterest', { method: 'POST', body });

const rowsFor = (server: TestServer, email: string) =>
  server.database.db
    .select()
    .from(companyInterests)
    .where(eq(sql`lower(${companyInterests.email})`, email.toLowerCase()));

describeEachDatabase(
  'company registration of interest',
  (server) => {
    it('stores the registration and acknowledges it by email over SMTP', async () => {
      const body = interest();
      const res = await submit(server(), body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: REGISTER_TEXT.received });
      const [row] = await rowsFor(server(), body.email);
      expect(row).toMatchObject({
        companyName: 'Sunny Tours Ltd',
        companyType: 'TourOp',
        firstName: 'Ada',
        countryCode: 'GB',
        submissions: 1,
      });
      const mail = await smtp.mailTo(body.email);
      expect(mail.raw).toMatch(/Subject: We received your registration of interest/);
      expect(mail.text).toContain('Hello Ada,');
      expect(mail.text).toContain('Sunny Tours Ltd');
    });

    it('merges a repeat from the same email within a day, keeping the latest details', async () => {
      const first = interest();
      await submit(server(), first);
      const repeat = { ...first, email: first.email.toUpperCase(), message: 'Second try' };
      expect((await submit(server(), repeat)).status).toBe(200);
      const rows = await rowsFor(server(), first.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ submissions: 2, message: 'Second try' });
    });

    it('counts simultaneous repeats without duplicating the row', async () => {
      const body = interest();
      await Promise.all([1, 2, 3].map(() => submit(server(), body)));
      const rows = await rowsFor(server(), body.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.submissions).toBe(3);
    });

    it('keeps a repeat after a day as a new registration', async () => {
      const body = interest();
      await submit(server(), body);
      await server()
        .database.db.update(companyInterests)
        .set({ updatedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(companyInterests.email, body.email));
      await submit(server(), body);
      expect(await rowsFor(server(), body.email)).toHaveLength(2);
    });

    it('refuses missing and invalid fields with a message per field', async () => {
      const res = await submit(server(), {
        ...interest(),
        companyName: '',
        companyType: 'Pirates',
        countryCode: 'XX',
        email: 'not-an-email',
        phone: 'call me',
        message: 'x'.repeat(1001),
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.title).toBe(MSG.invalidForm);
      expect(Object.keys(body.errors).sort()).toEqual([
        'companyName',
        'companyType',
        'countryCode',
        'email',
        'message',
        'phone',
      ]);
      expect(body.errors.message).toEqual([MSG.maxLength(1000)]);
    });
  },
  { smtpUrl: smtp.url },
);
