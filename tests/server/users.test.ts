import { afterAll, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import type { Paged } from '#contract/paging';
import { type CompanyUser, USER_TEXT, type UserRow } from '#contract/users';
import { addCompany, addMember, auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, EDITOR, signIn } from './harness';
import { GIF_1x1, pictureForm } from './images';
import { outboxMailsTo, removeDir, tempDataDir, tokenFrom } from './mail-sink';
import { jsonCaller, signedIn } from './signed-in';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

const USERS = '/api/companies/1/users';
let serial = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    email: `person${serial}@users.test`,
    firstName: 'Pat',
    lastName: `Person ${String(serial).padStart(3, '0')}`,
    roleId: 2,
    ...over,
  };
};

describeEachDatabase(
  'company users',
  (server) => {
    const { admin } = signedIn(server, { admin: ADMIN });
    const call = jsonCaller(server, admin);
    const create = async (body: Record<string, unknown>) => {
      const res = await call(USERS, 'POST', body);
      expect(res.status).toBe(201);
      return ((await res.json()) as { userId: number }).userId;
    };
    const list = async (query = '') =>
      (await (await call(`${USERS}${query}`)).json()) as Paged<UserRow>;

    it('adds a user with every field and gives it back', async () => {
      const body = newUser({
        title: 6,
        jobTitle: 'Guide',
        phone: '+44 20 1234',
        countryCode: 'GB',
        spokenLanguages: 'english,french',
        dob: '1990-02-28',
        commisionPercentage: 12.5,
        targetAmount: 1000,
        backOfficeReference: 'BO-1',
        biography: 'Walks a lot.',
        isActive: true,
      });
      const userId = await create(body);
      const user = (await (await call(`${USERS}/${userId}`)).json()) as CompanyUser;
      expect(user).toMatchObject({
        ...body,
        userId,
        fullName: `Pat ${body.lastName}`,
        roleTitle: 'Editor',
        isHostAdmin: false,
        profilePicUrl: null,
        lastLogin: null,
        userLogins: [],
      });
    });

    it('refuses fields beyond the limits of the form', async () => {
      const res = await call(USERS, 'POST', {
        ...newUser({ email: 'not-an-email', firstName: 'x'.repeat(51) }),
        commisionPercentage: 0.5,
        targetAmount: -1,
        dob: '2001-02-30',
        biography: 'y'.repeat(1001),
      });
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: Record<string, string[]> };
      expect(errors.email).toEqual([USER_TEXT.emailInvalid]);
      expect(errors.firstName).toEqual([MSG.maxLength(50)]);
      expect(errors.commisionPercentage).toEqual([USER_TEXT.commissionRange]);
      expect(errors.targetAmount).toEqual([USER_TEXT.targetMin]);
      expect(errors.dob).toEqual([USER_TEXT.dobInvalid]);
      expect(errors.biography).toEqual([MSG.maxLength(1000)]);
      const step = await call(USERS, 'POST', newUser({ commisionPercentage: 10.55 }));
      expect(await step.json()).toMatchObject({
        errors: { commisionPercentage: [USER_TEXT.commissionStep] },
      });
      const empty = await create(newUser({ commisionPercentage: '' }));
      const got = (await (await call(`${USERS}/${empty}`)).json()) as CompanyUser;
      expect(got.commisionPercentage).toBeNull();
    });

    it('keeps emails unique per company whatever their case', async () => {
      const body = newUser();
      await create(body);
      const again = await call(USERS, 'POST', { ...body, email: body.email.toUpperCase() });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({
        title: USER_TEXT.emailTaken,
        errors: { email: [USER_TEXT.emailTaken] },
      });
    });

    it("refuses another company's role", async () => {
      const other = await addCompany(server(), 'Role Owner Ltd');
      const { roleId } = await addMember(server(), other, []);
      const res = await call(USERS, 'POST', newUser({ roleId }));
      expect(await res.json()).toMatchObject({ errors: { roleId: [USER_TEXT.roleUnknown] } });
    });

    it('invites a new user, who cannot sign in until they choose a password', async () => {
      const body = newUser();
      await create(body);
      const signInAs = (password: string) =>
        server().fetch('/api/auth/token', {
          method: 'POST',
          body: { username: body.email, password },
        });
      expect((await signInAs('')).status).toBe(400);
      const [mail] = await outboxMailsTo(dataDir, body.email);
      expect(mail?.subject).toContain('Welcome');
      const token = tokenFrom(mail?.text ?? '', '/resetpassword?token=');
      const set = await server().fetch('/api/auth/resetPassword', {
        method: 'POST',
        body: { token, password: 'a-new-password-1' },
      });
      expect(set.status).toBe(200);
      expect((await signInAs('a-new-password-1')).status).toBe(200);
    });

    it('pages, searches and sorts on the server', async () => {
      for (let i = 0; i < 12; i++) await create(newUser({ firstName: 'Zebra' }));
      const first = await list('?search=zebra&sort=-name');
      expect(first.total).toBe(12);
      expect(first.items).toHaveLength(10);
      const names = first.items.map((u) => u.fullName);
      expect(names).toEqual([...names].sort().reverse());
      const second = await list('?search=ZEBRA&sort=-name&page=2');
      expect(second.items).toHaveLength(2);
      expect((await list('?search=admin@waypoint')).items[0]).toMatchObject({
        email: ADMIN.email,
        roleTitle: 'Admin',
        isHostAdmin: true,
      });
      expect((await list()).items).toHaveLength(10);
    });

    // Browsing by name reads memberships.name_key (kept by triggers); a search sorts by the
    // name itself. Both must give the same order, and a rename must move the member.
    it('browses by name in the order a search sorts, both ways, following a rename', async () => {
      const all = async (query: string) => {
        const rows: UserRow[] = [];
        for (let page = 1; ; page++) {
          const got = await list(`${query}&pageSize=100&page=${page}`);
          rows.push(...got.items);
          if (got.items.length < 100) return rows.map((u) => u.userId);
        }
      };
      for (const sort of ['name', '-name']) {
        expect(await all(`?sort=${sort}`)).toEqual(await all(`?search=@&sort=${sort}`));
      }
      const body = newUser({ firstName: 'Zzzz' });
      const userId = await create(body);
      const saved = await call(`${USERS}/${userId}`, 'PUT', {
        ...body,
        firstName: 'Aaaa',
        version: 1,
      });
      expect(saved.status).toBe(200);
      expect((await list('?sort=name')).items[0]?.userId).toBe(userId);
      expect((await all('?sort=-name')).at(-1)).toBe(userId);
    });

    it('edits a user but never their email', async () => {
      const body = newUser();
      const userId = await create(body);
      const res = await call(`${USERS}/${userId}`, 'PUT', {
        ...body,
        email: 'changed@users.test',
        firstName: 'Robin',
        roleId: 1,
        version: 1,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        email: body.email,
        firstName: 'Robin',
        roleTitle: 'Admin',
      });
    });

    it('shows the successful sign-ins of the past 60 days', async () => {
      const history = (await (await call(`${USERS}/1`)).json()) as CompanyUser;
      expect(history.userLogins.length).toBeGreaterThan(0);
      expect(history.userLogins[0]).toMatchObject({ ipAddress: '127.0.0.1' });
      expect(history.lastLogin).not.toBeNull();
    });

    it('refuses to delete yourself or a host admin, on the server too', async () => {
      const own = await call(`${USERS}/1`, 'DELETE');
      expect(own.status).toBe(400);
      expect(await own.json()).toEqual({ title: MSG.deleteOwnAccount });
      const asOther = await addMember(server(), 1, ['company_users_edit', 'company_users_read']);
      const hostAdmin = await server().fetch(`${USERS}/1`, {
        method: 'DELETE',
        headers: auth(asOther.accessToken),
      });
      expect(await hostAdmin.json()).toEqual({ title: MSG.deleteAdminAccount });
    });

    it("deletes a user and ends the user's sessions at once", async () => {
      const member = await addMember(server(), 1, ['company_users_read']);
      const res = await call(`${USERS}/${member.userId}`, 'DELETE');
      expect(await res.json()).toEqual({ message: MSG.userDeleted });
      const after = await server().fetch(USERS, { headers: auth(member.accessToken) });
      expect(after.status).toBe(401);
      expect((await call(`${USERS}/${member.userId}`)).status).toBe(404);
    });

    it('uploads a profile picture checked by its content', async () => {
      const userId = await create(newUser());
      const path = `${USERS}/${userId}/profilePictures`;
      const upload = (form: FormData) =>
        server().fetch(path, { method: 'POST', headers: admin, body: form });
      const ok = await upload(pictureForm(GIF_1x1, 'me.txt', 'text/plain'));
      expect(ok.status).toBe(200);
      const { profilePicUrl } = (await ok.json()) as { profilePicUrl: string };
      const user = (await (await call(`${USERS}/${userId}`)).json()) as CompanyUser;
      expect(user.profilePicUrl).toBe(profilePicUrl);
      const bad = await upload(pictureForm(Buffer.from('not an image'), 'me.png', 'image/png'));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ title: MSG.pictureFailed });
      const big = await upload(
        pictureForm(Buffer.concat([GIF_1x1, Buffer.alloc(801 * 1024)]), 'big.gif', 'image/gif'),
      );
      expect(big.status).toBe(400);
    });

    it('needs the users permissions and keeps to the own company', async () => {
      const editor = auth((await signIn(server(), EDITOR)).accessToken);
      expect((await server().fetch(USERS, { headers: editor })).status).toBe(200);
      const add = await server().fetch(USERS, { method: 'POST', headers: editor, body: newUser() });
      expect(add.status).toBe(403);
      const other = await addCompany(server(), 'Elsewhere Ltd');
      expect((await call(`/api/companies/${other}/users`)).status).toBe(404);
      const options = await (await call(`${USERS}/roleoptions`)).json();
      expect(options).toEqual(
        expect.arrayContaining([
          { roleId: 1, roleName: 'Admin' },
          { roleId: 2, roleName: 'Editor' },
        ]),
      );
    });
  },
  { dataDir },
);
