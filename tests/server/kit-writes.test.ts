import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimUniqueValue,
  claimVersion,
  getInScope,
  Invalid,
  NotFound,
  Stale,
  softDelete,
  withUniqueFields,
} from '#server/kit/index';
import { kitDatabase, THING_NAME_INDEX, things } from './kit.fixtures';
import { DATABASE_KINDS } from './test-database';

const TAKEN = 'That name is taken.';
const indexes = { [THING_NAME_INDEX]: { field: 'name', message: TAKEN } };

for (const kind of DATABASE_KINDS) {
  describe(`kit writes [${kind}]`, () => {
    let test: Awaited<ReturnType<typeof kitDatabase>>;
    beforeAll(async () => {
      test = await kitDatabase(kind);
    });
    afterAll(() => test.drop());
    const add = (name: string) =>
      test.db
        .insert(things)
        .values({ companyId: 3, name, status: 'open', createdAt: new Date() })
        .returning({ id: things.id });

    it('turns a declared unique index into a field error, whatever the case', async () => {
      await withUniqueFields(indexes, () => add('Harbour'));
      const again = withUniqueFields(indexes, () => add('HARBOUR'));
      await expect(again).rejects.toBeInstanceOf(Invalid);
      await expect(again).rejects.toMatchObject({ errors: { name: [TAKEN] } });
    });

    it('leaves a violation of an undeclared index a failure', async () => {
      await add('Quay');
      await expect(withUniqueFields({}, () => add('quay'))).rejects.not.toBeInstanceOf(Invalid);
    });

    it('claims a value without an index under a lock, except the row being edited', async () => {
      const claim = (value: string, except?: number) =>
        test.db.transaction((tx) =>
          claimUniqueValue(tx, {
            table: things,
            column: things.name,
            id: things.id,
            value,
            ...(except === undefined ? {} : { except }),
            scope: eq(things.companyId, 1),
            field: 'name',
            message: TAKEN,
          }),
        );
      await expect(claim('zulu')).rejects.toMatchObject({ errors: { name: [TAKEN] } });
      await expect(claim('Yankee')).resolves.toBeUndefined();
      const [zulu] = await test.db.select().from(things).where(eq(things.name, 'Zulu'));
      await expect(claim('ZULU', zulu?.id)).resolves.toBeUndefined();
    });

    it('moves a version once: the second edit from the same version is stale', async () => {
      const [row] = await add('Versioned');
      const where = eq(things.id, row?.id ?? 0);
      await expect(test.db.transaction((tx) => claimVersion(tx, things, where, 1))).resolves.toBe(
        2,
      );
      const stale = test.db.transaction((tx) => claimVersion(tx, things, where, 1));
      await expect(stale).rejects.toBeInstanceOf(Stale);
      const gone = test.db.transaction((tx) => claimVersion(tx, things, eq(things.id, -1), 1));
      await expect(gone).rejects.toBeInstanceOf(NotFound);
    });

    it('finds a record only in its scope', async () => {
      const [other] = await test.db.select().from(things).where(eq(things.companyId, 2));
      const inScope = (companyId: number) =>
        getInScope(
          test.db
            .select()
            .from(things)
            .where(and(eq(things.id, other?.id ?? 0), eq(things.companyId, companyId))),
        );
      await expect(inScope(2)).resolves.toMatchObject({ name: 'Alpha of another company' });
      await expect(inScope(1)).rejects.toBeInstanceOf(NotFound);
    });

    it('soft-deletes a record by marking it, and refuses one out of scope', async () => {
      const [row] = await add('Retired');
      const where = and(eq(things.id, row?.id ?? 0), eq(things.companyId, 3));
      await test.db.transaction((tx) => softDelete(tx, things, where, { status: 'closed' }));
      const [after] = await test.db.select().from(things).where(where);
      expect(after?.status).toBe('closed');
      const outside = and(eq(things.id, row?.id ?? 0), eq(things.companyId, 1));
      const refused = test.db.transaction((tx) => softDelete(tx, things, outside, { status: 'x' }));
      await expect(refused).rejects.toBeInstanceOf(NotFound);
    });
  });
}
