import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema';
import { getInScope, Invalid, NotFound, Stale, type Within } from '#server/kit/index';
import { kitDatabase, members, things } from './kit.fixtures';
import {
  auditCompany,
  auditRowsOf,
  inCompany,
  memberAt,
  memberRecords,
  TAKEN,
  THING_COMPANY,
  THING_FIELDS,
  thingRecords,
} from './kit-records.fixtures';
import { DATABASE_KINDS } from './test-database';

for (const kind of DATABASE_KINDS) {
  describe(`kit records: create, update, remove [${kind}]`, () => {
    let test: Awaited<ReturnType<typeof kitDatabase>>;
    let records: ReturnType<typeof thingRecords>;
    let hard: ReturnType<typeof thingRecords>;
    beforeAll(async () => {
      test = await kitDatabase(kind);
      const companyId = await auditCompany(test.db);
      records = thingRecords(companyId, true);
      hard = thingRecords(companyId, false);
    });
    afterAll(() => test.drop());

    const create = (name: string) =>
      records.create(test.db, null, () => ({
        companyId: THING_COMPANY,
        createdAt: new Date(),
        ...THING_FIELDS.write({ name, status: 'held' }),
      }));
    const read = async (id: number) =>
      THING_FIELDS.read(
        await getInScope(
          test.db
            .select()
            .from(things)
            .where(records.where(inCompany(id))),
        ),
      );
    const rename = (id: number, version: number, name: string) =>
      records.update(test.db, null, inCompany(id), version, () =>
        THING_FIELDS.write({ name, status: 'open' }),
      );

    it('creates a record with its audit row, and reads it back through the same column map', async () => {
      const id = await create('Lighthouse');
      expect(await read(id)).toEqual({ name: 'Lighthouse', status: 'held' });
      expect((await auditRowsOf(test.db, id)).map((r) => r.action)).toEqual(['create']);
    });

    it('saves a record kept without versions (null): the last save wins, outside its scope is NotFound', async () => {
      const id = await create('Jetty');
      const save = (name: string, at = inCompany(id)) =>
        records.update(test.db, null, at, null, () => THING_FIELDS.write({ name, status: 'open' }));
      await save('Jetty Two');
      await save('Jetty Three');
      expect(await read(id)).toEqual({ name: 'Jetty Three', status: 'open' });
      const elsewhere = { id, scope: eq(things.companyId, THING_COMPANY + 1) };
      await expect(save('Jetty Four', elsewhere)).rejects.toBeInstanceOf(NotFound);
      const audit = await auditRowsOf(test.db, id);
      expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'update']);
    });

    it('saves an edit on the version read once; the same version again is stale (409)', async () => {
      const id = await create('Pier');
      await rename(id, 1, 'Pier Two');
      expect(await read(id)).toEqual({ name: 'Pier Two', status: 'open' });
      await expect(rename(id, 1, 'Pier Three')).rejects.toBeInstanceOf(Stale);
      expect(await read(id)).toEqual({ name: 'Pier Two', status: 'open' });
      const audit = await auditRowsOf(test.db, id);
      expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
      expect(audit[1]?.changes).toMatchObject({
        name: ['Pier', 'Pier Two'],
        status: ['held', 'open'],
      });
    });

    it('turns a duplicate on a declared unique index into a field error, writing nothing', async () => {
      const id = await create('Jetty');
      await expect(create('JETTY')).rejects.toMatchObject({ errors: { name: [TAKEN] } });
      const other = await create('Slipway');
      const taken = rename(other, 1, 'jetty');
      await expect(taken).rejects.toBeInstanceOf(Invalid);
      await expect(taken).rejects.toMatchObject({ errors: { name: [TAKEN] } });
      expect(await read(other)).toEqual({ name: 'Slipway', status: 'held' });
      expect((await auditRowsOf(test.db, other)).map((r) => r.action)).toEqual(['create']);
      expect(await read(id)).toEqual({ name: 'Jetty', status: 'held' });
    });

    it('rolls the audit row back with a change that fails later in its transaction', async () => {
      const id = await create('Dock');
      const refused = records.update(
        test.db,
        null,
        inCompany(id),
        1,
        () => THING_FIELDS.write({ name: 'Dock Two', status: 'open' }),
        {
          after: async () => {
            throw new Invalid('The outbox refused it');
          },
        },
      );
      await expect(refused).rejects.toThrow('The outbox refused it');
      expect(await read(id)).toEqual({ name: 'Dock', status: 'held' });
      expect((await auditRowsOf(test.db, id)).map((r) => r.action)).toEqual(['create']);
      await rename(id, 1, 'Dock Two');
    });

    it('runs `within` first in the transaction; its refusal at the end undoes its own writes and the change', async () => {
      const id = await create('Boathouse');
      const side = await create('Slip');
      const seen: string[] = [];
      const refusing: Within = async (tx, change) => {
        const [first] = await tx.select().from(things).where(eq(things.id, id));
        seen.push(`${first?.name} v${first?.version}`);
        await tx.update(things).set({ name: 'Slip Two' }).where(eq(things.id, side));
        await change();
        throw new Invalid('The rule refused it');
      };
      const edit = () => THING_FIELDS.write({ name: 'Boathouse Two', status: 'open' });
      const refused = records.update(test.db, null, inCompany(id), 1, edit, { within: refusing });
      await expect(refused).rejects.toThrow('The rule refused it');
      expect(seen).toEqual(['Boathouse v1']);
      expect(await read(id)).toEqual({ name: 'Boathouse', status: 'held' });
      expect(await read(side)).toEqual({ name: 'Slip', status: 'held' });
      expect((await auditRowsOf(test.db, id)).map((r) => r.action)).toEqual(['create']);
      await records.update(test.db, null, inCompany(id), 1, edit, {
        within: (_tx, change) => change(),
      });
      expect(await read(id)).toEqual({ name: 'Boathouse Two', status: 'open' });
    });

    it('answers NotFound for a record outside the scope, to an edit and a removal alike', async () => {
      const id = await create('Quay wall');
      const elsewhere = inCompany(id, 1);
      await expect(
        records.update(test.db, null, elsewhere, 1, () => ({ name: 'Taken over' })),
      ).rejects.toBeInstanceOf(NotFound);
      await expect(records.remove(test.db, null, elsewhere)).rejects.toBeInstanceOf(NotFound);
      expect(await read(id)).toEqual({ name: 'Quay wall', status: 'held' });
    });

    it('soft-deletes: the row stays, marked, and is not found afterwards', async () => {
      const id = await create('Breakwater');
      await records.remove(test.db, null, inCompany(id));
      await expect(read(id)).rejects.toBeInstanceOf(NotFound);
      await expect(rename(id, 1, 'Back again')).rejects.toBeInstanceOf(NotFound);
      await expect(records.remove(test.db, null, inCompany(id))).rejects.toBeInstanceOf(NotFound);
      const [kept] = await test.db.select().from(things).where(eq(things.id, id));
      expect(kept?.status).toBe('closed');
      const audit = await auditRowsOf(test.db, id);
      expect(audit.map((r) => r.action)).toEqual(['create', 'delete']);
    });

    it('deletes a record no one refers to, with its audit row', async () => {
      const id = await create('Mooring');
      await hard.remove(test.db, null, inCompany(id));
      expect(await test.db.select().from(things).where(eq(things.id, id))).toEqual([]);
      expect((await auditRowsOf(test.db, id)).map((r) => r.action)).toEqual(['create', 'delete']);
    });
  });
}

for (const kind of DATABASE_KINDS) {
  describe(`kit records keyed inside their scope [${kind}]`, () => {
    let test: Awaited<ReturnType<typeof kitDatabase>>;
    let north = 0;
    let south = 0;
    beforeAll(async () => {
      test = await kitDatabase(kind);
      north = await auditCompany(test.db, 'Kit north');
      south = await auditCompany(test.db, 'Kit south');
    });
    afterAll(() => test.drop());

    const join = (companyId: number, personId: number, name: string) =>
      memberRecords(companyId).create(test.db, null, () => ({ companyId, personId, name }));
    const nameIn = async (companyId: number, personId: number) => {
      const [row] = await test.db
        .select({ name: members.name, version: members.version })
        .from(members)
        .where(memberRecords(companyId).where(memberAt(personId, companyId)));
      return row;
    };
    const actions = async (companyId: number, personId: number) =>
      (
        await test.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.companyId, companyId), eq(auditLog.recordId, String(personId))))
          .orderBy(asc(auditLog.id))
      ).map((r) => r.action);

    it('answers the key column, and edits only the row of its own scope', async () => {
      expect(await join(north, 7, 'Ada')).toBe(7);
      expect(await join(south, 7, 'Ada')).toBe(7);
      await memberRecords(north).update(test.db, null, memberAt(7, north), 1, () => ({
        name: 'Ada North',
      }));
      expect(await nameIn(north, 7)).toEqual({ name: 'Ada North', version: 2 });
      expect(await nameIn(south, 7)).toEqual({ name: 'Ada', version: 1 });
      expect(await actions(north, 7)).toEqual(['create', 'update']);
      expect(await actions(south, 7)).toEqual(['create']);
    });

    it('removes inside `within`, running `after` once the row is gone; a refusal undoes it all', async () => {
      await join(north, 8, 'Bo');
      await join(south, 8, 'Bo');
      const seen: string[] = [];
      const refusing: Within = async (_tx, change) => {
        await change();
        throw new Invalid('The rule refused it');
      };
      const after = async (tx: Parameters<Within>[0], id: number) => {
        const left = await tx.select().from(members).where(eq(members.personId, id));
        seen.push(left.map((m) => m.companyId === south).join());
      };
      const record = memberRecords(north);
      const refused = record.remove(test.db, null, memberAt(8, north), { within: refusing, after });
      await expect(refused).rejects.toThrow('The rule refused it');
      expect(await nameIn(north, 8)).toEqual({ name: 'Bo', version: 1 });
      expect(await actions(north, 8)).toEqual(['create']);
      await record.remove(test.db, null, memberAt(8, north), { after });
      expect(seen).toEqual(['true', 'true']);
      expect(await nameIn(north, 8)).toBeUndefined();
      expect(await nameIn(south, 8)).toEqual({ name: 'Bo', version: 1 });
      expect(await actions(north, 8)).toEqual(['create', 'delete']);
      await expect(record.remove(test.db, null, memberAt(8, north))).rejects.toBeInstanceOf(
        NotFound,
      );
    });
  });
}
