import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import type { CompanyUser } from '#contract/users';
import { auth } from './access.fixtures';
import {
  account,
  EDITS_USERS,
  editUser,
  type Member,
  member,
  membership,
  newCompany,
  personalise,
} from './accounts.fixtures';
import { upload, workbook } from './bulk-users.fixtures';
import { ADMIN, describeEachDatabase, signIn } from './harness';
import { GIF_1x1, pictureForm } from './images';
import { outboxMailsTo, removeDir, tempDataDir } from './mail-sink';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

const USERS = '/api/companies/1/users';

describeEachDatabase(
  'accounts used by more than one company',
  (server) => {
    /** An Admin of company 1 who is no platform admin. */
    let companyAdmin: Member;
    beforeAll(async () => {
      companyAdmin = await member(server(), 1, EDITS_USERS);
    });

    /** Someone of another company, with their own name, details and picture. */
    const otherCompanysPerson = async () => {
      const { companyId } = await newCompany(server());
      const person = await member(server(), companyId, EDITS_USERS);
      return { ...person, companyId, own: await personalise(server(), person.userId) };
    };
    const unchanged = async (userId: number, own: Awaited<ReturnType<typeof personalise>>) =>
      expect(await account(server(), userId)).toMatchObject(own);
    const add = async (body: Record<string, unknown>) =>
      server().fetch(USERS, {
        method: 'POST',
        headers: companyAdmin.headers,
        body: { firstName: 'Given', lastName: 'By Company', ...body },
      });

    it('adding their email joins their account as it is, with company fields only, and tells them', async () => {
      const person = await otherCompanysPerson();
      const res = await add({
        email: person.own.email.toUpperCase(),
        firstName: 'Changed',
        lastName: 'By Company',
        title: 5,
        phone: '999',
        spokenLanguages: 'french',
        dob: '2000-01-01',
        roleId: 2,
        jobTitle: 'Agent',
        commisionPercentage: 10,
        backOfficeReference: 'BO-7',
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ userId: person.userId, accountEditable: false });
      await unchanged(person.userId, person.own);
      expect(await membership(server(), 1, person.userId)).toMatchObject({
        roleId: 2,
        jobTitle: 'Agent',
        commissionPercentage: 10,
        backOfficeReference: 'BO-7',
      });
      const [mail] = await outboxMailsTo(dataDir, person.own.email);
      expect(mail?.subject).toContain('You have been added to Demo Travel');
      expect(mail?.text).not.toContain('resetpassword');

      const seen = await server().fetch(`${USERS}/${person.userId}`, {
        headers: companyAdmin.headers,
      });
      expect(await seen.json()).toMatchObject({
        firstName: 'Pia',
        phone: person.own.phone,
        accountEditable: false,
      });
    });

    it("an edit cannot change the account's own fields, but saves the company's", async () => {
      const person = await otherCompanysPerson();
      expect((await add({ email: person.own.email, roleId: 2 })).status).toBe(201);
      const edit = (change: Record<string, unknown>) =>
        editUser(server(), companyAdmin.headers, 1, person.userId, change);

      const renamed = await edit({ firstName: 'Changed', dob: '2000-01-01', targetAmount: 5 });
      expect(renamed.status).toBe(400);
      expect(await renamed.json()).toEqual({
        title: MSG.accountFieldLocked,
        errors: { firstName: [MSG.accountFieldLocked], dob: [MSG.accountFieldLocked] },
      });
      await unchanged(person.userId, person.own);
      expect((await membership(server(), 1, person.userId))?.targetAmount).toBeNull();

      const saved = await edit({ targetAmount: 500, backOfficeReference: 'BO-8', roleId: 1 });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({
        targetAmount: 500,
        backOfficeReference: 'BO-8',
        roleTitle: 'Admin',
        firstName: 'Pia',
      });
      await unchanged(person.userId, person.own);
    });

    it('a picture upload for them is refused and keeps their own picture', async () => {
      const person = await otherCompanysPerson();
      expect((await add({ email: person.own.email, roleId: 2 })).status).toBe(201);
      const res = await server().fetch(`${USERS}/${person.userId}/profilePictures`, {
        method: 'POST',
        headers: companyAdmin.headers,
        body: pictureForm(GIF_1x1, 'me.gif', 'image/gif'),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: MSG.accountShared });
      await unchanged(person.userId, person.own);
    });

    it('a spreadsheet import does not rewrite them either, and tells them', async () => {
      const person = await otherCompanysPerson();
      const file = await workbook([[person.own.email, 'Changed', 'By Sheet', 'Dr.', 'Editor']]);
      const res = await upload(server(), companyAdmin.headers, file);
      expect(await res.json()).toMatchObject({ successfulInserts: 1 });
      await unchanged(person.userId, person.own);
      expect((await membership(server(), 1, person.userId))?.roleId).toBe(2);
      const [mail] = await outboxMailsTo(dataDir, person.own.email);
      expect(mail?.subject).toContain('You have been added to Demo Travel');
    });

    it('the person themself and a platform admin can still change them', async () => {
      const person = await otherCompanysPerson();
      expect((await add({ email: person.own.email, roleId: 2 })).status).toBe(201);

      const own = await editUser(server(), person.headers, person.companyId, person.userId, {
        firstName: 'Pia-Marie',
      });
      expect(own.status).toBe(200);
      expect(await own.json()).toMatchObject({ firstName: 'Pia-Marie', accountEditable: true });
      const ownPicture = await server().fetch(
        `/api/companies/${person.companyId}/users/${person.userId}/profilePictures`,
        {
          method: 'POST',
          headers: person.headers,
          body: pictureForm(GIF_1x1, 'me.gif', 'image/gif'),
        },
      );
      expect(ownPicture.status).toBe(200);

      // The seeded admin is a platform admin as well as an Admin of company 1.
      const platformAdmin = auth((await signIn(server(), ADMIN)).accessToken);
      const byPlatform = await editUser(server(), platformAdmin, 1, person.userId, {
        lastName: 'Renamed',
        phone: '+1 555 0199',
      });
      expect(byPlatform.status).toBe(200);
      expect(await account(server(), person.userId)).toMatchObject({
        firstName: 'Pia-Marie',
        lastName: 'Renamed',
        phone: '+1 555 0199',
      });
    });

    it("an account of this company alone stays the company admin's to edit", async () => {
      const created = await add({ email: `solo.${server().kind}@shared.test`, roleId: 2 });
      const { userId, accountEditable } = (await created.json()) as {
        userId: number;
        accountEditable: boolean;
      };
      expect(accountEditable).toBe(true);
      const res = await editUser(server(), companyAdmin.headers, 1, userId, {
        firstName: 'Sol',
        spokenLanguages: 'german',
      });
      expect(res.status).toBe(200);
      const user = (await res.json()) as CompanyUser;
      expect(user).toMatchObject({ firstName: 'Sol', spokenLanguages: 'german' });
      expect(user.accountEditable).toBe(true);
    });
  },
  { dataDir },
);
