import { expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { auth } from './access.fixtures';
import { ADMIN, describeEachDatabase, signIn } from './harness';
import { AREAS, formOf, type VersionedArea } from './stale-edits.areas';

type Json = Record<string, unknown> & { version: number };

describeEachDatabase('stale edits of every versioned record the areas declare', (server) => {
  /** Two people at their desks: each signs in on their own. */
  const editors = async () => [
    auth((await signIn(server(), ADMIN)).accessToken),
    auth((await signIn(server(), ADMIN)).accessToken),
  ];
  const read = async (path: string, headers: Record<string, string>) => {
    const res = await server().fetch(path, { headers });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Json;
  };
  /** Saves the form's fields of what was read, as the edit page does. */
  const save = (area: VersionedArea, path: string, headers: Record<string, string>, read: Json) =>
    server().fetch(path, { method: area.saveMethod, headers, body: formOf(area.body, read) });

  it.each(AREAS.map((a) => [a.name, a] as const))(
    "refuses the %s saved over someone else's newer save, and keeps theirs",
    async (_name, area) => {
      const [first = {}, second = {}] = await editors();
      const paths = await area.fresh(server(), first);
      const firstRead = await read(paths.read, first);
      const secondRead = await read(paths.read, second);

      const saved = await save(area, paths.save, first, {
        ...firstRead,
        [area.field]: area.value(1),
      });
      expect(saved.status).toBe(200);
      const stale = await save(area, paths.save, second, {
        ...secondRead,
        [area.field]: area.value(2),
      });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({ title: MSG.staleRecord });

      const after = await read(paths.read, second);
      expect(after[area.field]).toBe(area.value(1));
      expect(after.version).toBe(firstRead.version + 1);
    },
  );

  it.each(AREAS.map((a) => [a.name, a] as const))(
    'saves the %s over the version just read; the next read has the next version',
    async (_name, area) => {
      const [editor = {}] = await editors();
      const paths = await area.fresh(server(), editor);
      let current = await read(paths.read, editor);
      for (const n of [3, 4]) {
        const res = await save(area, paths.save, editor, {
          ...current,
          [area.field]: area.value(n),
        });
        expect(res.status).toBe(200);
        const next = await read(paths.read, editor);
        expect(next).toMatchObject({ [area.field]: area.value(n), version: current.version + 1 });
        current = next;
      }
    },
  );
});
