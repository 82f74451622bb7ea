import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { ACCOUNT_TEXT, type GeneralSettings } from '#contract/account';
import { MSG } from '#contract/messages';
import { refreshTokens } from '#server/db/schema';
import { SETTINGS, signedInUser, uploadPicture as upload } from './account-users';
import { describeEachDatabase, signIn } from './harness';
import { PNG_1x1, pictureForm } from './images';
import { removeDir, tempDataDir } from './mail-sink';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

describeEachDatabase(
  'account general settings and password change',
  (server) => {
    it('shows the account settings with the default date formats', async () => {
      const me = await signedInUser(server());
      const res = await server().fetch(SETTINGS, { headers: me.headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        userName: me.email,
        email: me.email,
        firstName: 'Pat',
        lastName: 'Doe',
        title: 0,
        emailConfirmed: false,
        profilePictureUrl: null,
        dateFormat: 'dd/MM/yyyy',
        dateTimeFormat: 'dd/MM/yyyy HH:mm',
      } satisfies GeneralSettings);
    });

    it('updates names, title and date formats, which activeUser then reports', async () => {
      const me = await signedInUser(server());
      const update = {
        firstName: 'Patricia',
        lastName: 'Doe-Smith',
        title: 6,
        dateFormat: 'yyyy-MM-dd',
        dateTimeFormat: 'yyyy-MM-dd HH:mm',
      };
      const res = await server().fetch(SETTINGS, {
        method: 'PUT',
        headers: me.headers,
        body: update,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject(update);
      const active = await server().fetch('/api/auth/activeUser', { headers: me.headers });
      expect(await active.json()).toMatchObject({
        displayName: 'Patricia Doe-Smith',
        dateFormat: 'yyyy-MM-dd',
      });
    });

    it('refuses an unknown title, a long name and a date format with other characters', async () => {
      const me = await signedInUser(server());
      const res = await server().fetch(SETTINGS, {
        method: 'PUT',
        headers: me.headers,
        body: {
          firstName: 'x'.repeat(51),
          lastName: '',
          title: 9,
          dateFormat: '<script>',
          dateTimeFormat: 'dd/MM/yyyy',
        },
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.title).toBe(MSG.invalidForm);
      expect(Object.keys(body.errors).sort()).toEqual(['dateFormat', 'firstName', 'title']);
    });

    it('answers 401 without a token', async () => {
      expect((await server().fetch(SETTINGS)).status).toBe(401);
      expect(
        (await upload(server(), 'bad', pictureForm(PNG_1x1, 'a.png', 'image/png'))).status,
      ).toBe(401);
    });

    it('changes the password with the current one, keeping this session and ending the others', async () => {
      const me = await signedInUser(server());
      const other = await signIn(server(), me);
      const wrong = await server().fetch(`${SETTINGS}/password`, {
        method: 'POST',
        headers: me.headers,
        body: { currentPassword: 'not-my-password', newPassword: 'a-new-password-9' },
      });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).errors).toEqual({
        currentPassword: [ACCOUNT_TEXT.wrongCurrentPassword],
      });

      const res = await server().fetch(`${SETTINGS}/password`, {
        method: 'POST',
        headers: me.headers,
        body: {
          currentPassword: me.password,
          newPassword: 'a-new-password-9',
          refreshToken: me.refreshToken,
        },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: ACCOUNT_TEXT.passwordChanged });
      await signIn(server(), { email: me.email, password: 'a-new-password-9' });

      const tokens = await server()
        .database.db.select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, me.id));
      const hash = (t: string) => createHash('sha256').update(t).digest('hex');
      const byHash = new Map(tokens.map((t) => [t.tokenHash, t.revokedAt]));
      expect(byHash.get(hash(me.refreshToken))).toBeNull();
      expect(byHash.get(hash(other.refreshToken))).not.toBeNull();
    });

    it('refuses a new password shorter than 10 characters', async () => {
      const me = await signedInUser(server());
      const res = await server().fetch(`${SETTINGS}/password`, {
        method: 'POST',
        headers: me.headers,
        body: { currentPassword: me.password, newPassword: 'short' },
      });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual(['newPassword']);
    });
  },
  { dataDir },
);
