import { afterAll, expect, it, vi } from 'vitest';
import type { Paged } from '#contract/paging';
import { INVITATION_TEXT, type UserRow } from '#contract/users';
import { HANG_GUARD_MS } from '../setup/hang-guard';
import { auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, EDITOR, signIn } from './harness';
import { outboxMailsTo, removeDir, tempDataDir, tokenFrom } from './mail-sink';
import { signedIn } from './signed-in';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

const USERS = '/api/companies/1/users';
let serial = 0;

describeEachDatabase(
  'invitations in the users list',
  (server, kind) => {
    const { admin } = signedIn(server, { admin: ADMIN });
    const call = (path: string, method = 'GET', headers = admin) =>
      server().fetch(path, { method, headers });
    const rowOf = async (email: string) => {
      const res = await call(`${USERS}?search=${encodeURIComponent(email)}`);
      return ((await res.json()) as Paged<UserRow>).items[0];
    };
    const resend = (userId: number, headers = admin) =>
      call(`${USERS}/${userId}/invitation`, 'POST', headers);
    const invitee = async () => {
      serial += 1;
      const email = `invitee${serial}-${kind}@invitation.test`;
      const res = await server().fetch(USERS, {
        method: 'POST',
        headers: admin,
        body: { email, firstName: 'In', lastName: 'Vitee', roleId: 2 },
      });
      expect(res.status).toBe(201);
      return { email, userId: ((await res.json()) as { userId: number }).userId };
    };
    /** The mail is written before its row is marked; the grid follows the row. */
    const stateOf = (email: string, expected: UserRow['invitation']) =>
      vi.waitFor(async () => expect((await rowOf(email))?.invitation).toBe(expected), {
        timeout: HANG_GUARD_MS,
        interval: 20,
      });

    it('shows Sent once the invitation went out and Accepted for someone who signed in', async () => {
      const { email } = await invitee();
      await outboxMailsTo(dataDir, email);
      await stateOf(email, 'sent');
      expect((await rowOf(ADMIN.email))?.invitation).toBe('accepted');
      expect(INVITATION_TEXT.state.sent).toBe('Sent');
    });

    it('resends a fresh invitation to a user who never signed in; the new link works', async () => {
      const { email, userId } = await invitee();
      await outboxMailsTo(dataDir, email);
      const res = await resend(userId);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: INVITATION_TEXT.resent });
      const [first, second] = await outboxMailsTo(dataDir, email, 2);
      const link = (text = '') => tokenFrom(text, '/resetpassword?token=');
      expect(link(second?.text)).not.toBe(link(first?.text));
      const set = await server().fetch('/api/auth/resetPassword', {
        method: 'POST',
        body: { token: link(second?.text), password: 'a-new-password-1' },
      });
      expect(set.status).toBe(200);
      await stateOf(email, 'accepted');
      // Now that they have signed up, there is nothing to resend.
      const again = await resend(userId);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ title: INVITATION_TEXT.alreadySignedIn });
    });

    it('refuses to resend to someone who has signed in', async () => {
      const row = await rowOf(ADMIN.email);
      const res = await resend(row?.userId ?? 0);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ title: INVITATION_TEXT.alreadySignedIn });
    });

    it('needs company_users_edit, and a user of this company', async () => {
      const { email, userId } = await invitee();
      await outboxMailsTo(dataDir, email);
      const editor = auth((await signIn(server(), EDITOR)).accessToken);
      expect((await resend(userId, editor)).status).toBe(403);
      expect((await resend(999_999)).status).toBe(404);
      // Neither refused call queued anything.
      await stateOf(email, 'sent');
      expect(await outboxMailsTo(dataDir, email)).toHaveLength(1);
    });
  },
  { dataDir },
);
