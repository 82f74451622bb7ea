import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { BULK_TEXT, type BulkUploadResult } from '#contract/bulk-users';
import { MSG } from '#contract/messages';
import { memberships, users } from '#server/db/schema';
import { sheetValues, upload, workbook } from './bulk-users.fixtures';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { outboxMailsTo, removeDir, tempDataDir } from './mail-sink';
import { signedIn } from './signed-in';

const dataDir = tempDataDir();
afterAll(() => removeDir(dataDir));

describeEachDatabase(
  'bulk user import',
  (server, kind) => {
    const { admin, editor } = signedIn(server, { admin: ADMIN, editor: EDITOR });
    const at = (name: string) => `${name}.${kind}@bulk.test`;
    const membersCalled = async (email: string) => {
      const rows = await server()
        .database.db.select({ roleId: memberships.roleId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return rows;
    };

    it('downloads a template with the columns, an example row and drop-downs of titles and roles', async () => {
      const res = await server().fetch('/api/companies/1/users/excelTemplate', { headers: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const { book, sheet } = await sheetValues(await res.arrayBuffer());
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Email',
        'First Name',
        'Last Name',
        'Title',
        'Role Title',
      ]);
      expect(sheet.getCell('A2').value).toBe('jane.doe@example.com');
      expect(sheet.getCell('D2').dataValidation.type).toBe('list');
      expect(sheet.getCell('E5').dataValidation.formulae?.[0]).toMatch(/^Lists!/);
      const lists = book.getWorksheet('Lists');
      const column = (n: number) => lists?.getColumn(n).values.filter((v) => v !== undefined);
      expect(column(1)).toContain('Mr.');
      expect(column(2)).toEqual(expect.arrayContaining(['Admin', 'Editor']));
    });

    it('imports valid rows, lists missing roles and rejects every other row with its reason', async () => {
      const file = await workbook([
        [at('ana'), 'Ana', 'Lee', 'Ms.', 'editor'],
        [at('bo'), 'Bo', 'Ng', '', ''],
        [at('cy'), 'Cy', 'Ho', 'Dr.', 'No such role'],
        ['not-an-email', 'X', 'Y', '', 'Admin'],
        [at('long'), 'L'.repeat(51), 'Y', '', 'Admin'],
        [at('ANA'), 'Ana', 'Again', '', 'Admin'],
        [ADMIN.email, 'Ad', 'Min', '', 'Admin'],
        [at('sir'), 'Sir', 'Knight', 'Sir', 'Admin'],
      ]);
      const res = await upload(server(), admin, file);
      expect(res.status).toBe(200);
      const result = (await res.json()) as BulkUploadResult;
      expect(result.successfulInserts).toBe(1);
      expect(result.missingRoles).toBe(2);
      expect(result.usersWithMissingRoles.map((u) => u.email)).toEqual([at('bo'), at('cy')]);
      expect(result.usersWithMissingRoles[1]).toMatchObject({
        title: 6,
        roleTitle: 'No such role',
      });
      expect(result.rejectedRows).toEqual([
        { row: 5, email: 'not-an-email', reason: BULK_TEXT.invalidEmail },
        { row: 6, email: at('long'), reason: BULK_TEXT.tooLong('First Name', 50) },
        { row: 7, email: at('ANA'), reason: BULK_TEXT.duplicateInFile(2) },
        { row: 8, email: ADMIN.email, reason: BULK_TEXT.alreadyMember },
        {
          row: 9,
          email: at('sir'),
          reason: 'Unknown title: use one of Mr., Miss., Mrs., Ms., Master, Dr., or leave it empty',
        },
      ]);
      expect(await membersCalled(at('ana'))).toEqual([{ roleId: 2 }]);
      expect(await membersCalled(at('bo'))).toEqual([]);
      const [mail] = await outboxMailsTo(dataDir, at('ana'));
      expect(mail?.links[0]).toMatch(/\/resetpassword\?token=/);

      // The same file again adds nobody twice.
      const again = (await (await upload(server(), admin, file)).json()) as BulkUploadResult;
      expect(again.successfulInserts).toBe(0);
      expect(again.rejectedRows.map((r) => r.email)).toContain(at('ana'));
      expect(await membersCalled(at('ana'))).toHaveLength(1);
    });

    it('adds the users whose roles were filled in and answers how many', async () => {
      const body = {
        users: [
          {
            email: at('dee'),
            firstName: 'Dee',
            lastName: 'Oh',
            title: 0,
            roleTitle: '',
            roleId: 1,
          },
          {
            email: at('DEE'),
            firstName: 'Dee',
            lastName: 'Oh',
            title: 0,
            roleTitle: '',
            roleId: 1,
          },
          { email: ADMIN.email, firstName: 'A', lastName: 'B', title: 0, roleTitle: '', roleId: 2 },
        ],
      };
      const post = () =>
        server().fetch('/api/companies/1/users/bulkInsert', {
          method: 'POST',
          headers: admin,
          body,
        });
      const first = await post();
      expect(first.status).toBe(200);
      expect(await first.json()).toBe(1);
      expect(await (await post()).json()).toBe(0);
      expect(await membersCalled(at('dee'))).toEqual([{ roleId: 1 }]);
      const foreignRole = await server().fetch('/api/companies/1/users/bulkInsert', {
        method: 'POST',
        headers: admin,
        body: { users: [{ ...body.users[0], email: at('eve'), roleId: 999_999 }] },
      });
      expect(foreignRole.status).toBe(400);
    });

    it('refuses bad files with a clear message and changes nothing', async () => {
      const refusal = async (bytes: Uint8Array, field?: string) => {
        const res = await upload(server(), admin, bytes, field);
        return { status: res.status, title: ((await res.json()) as { title: string }).title };
      };
      const text = new TextEncoder().encode('email,first\nx@y.z,X');
      expect(await refusal(text)).toEqual({ status: 400, title: BULK_TEXT.notSpreadsheet });
      expect(await refusal(await workbook([[at('w')]], ['Mail', 'Name']))).toEqual({
        status: 400,
        title: BULK_TEXT.wrongColumns,
      });
      expect(await refusal(await workbook([]))).toEqual({ status: 400, title: BULK_TEXT.empty });
      expect(await refusal(await workbook([[at('f')]]), 'otherField')).toEqual({
        status: 400,
        title: BULK_TEXT.notSpreadsheet,
      });
      expect(await membersCalled(at('w'))).toEqual([]);
    });

    it('needs the users edit permission', async () => {
      const res = await upload(
        server(),
        editor,
        await workbook([[at('g'), 'G', 'H', '', 'Admin']]),
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ title: MSG.notAllowed });
      const template = await server().fetch('/api/companies/1/users/excelTemplate', {
        headers: editor,
      });
      expect(template.status).toBe(403);
      expect(await membersCalled(at('g'))).toEqual([]);
    });
  },
  { dataDir },
);
