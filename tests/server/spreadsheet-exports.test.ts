import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import {
  EXPORT_TEXT,
  type ExportRun,
  type SpreadsheetExport,
  type SpreadsheetExportRow,
} from '#contract/spreadsheet-exports';
import { TIME_ZONE_TEXT } from '#contract/time-zones';
import { type Database, openDatabase } from '#server/db/client';
import { outbox } from '#server/db/schema';
import { customers } from '#server/db/schema-travel';
import { LEASE_MS, type RunContext, tickSpreadsheetExports } from '#server/spreadsheet-exports/run';
import { spreadsheetExportRuns, spreadsheetExports } from '#server/spreadsheet-exports/schema';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { addToolsApp } from './membership-levels.fixtures';
import { jsonCaller, signedIn } from './signed-in';
import { newExport } from './spreadsheet-exports.fixtures';

const DAY = 86_400_000;

describeEachDatabase('spreadsheet exports', (server) => {
  const { admin, reader } = signedIn(server, { admin: ADMIN, reader: EDITOR });
  const call = jsonCaller(server, admin);
  let app = 0;
  const base = () => `/api/applications/${app}/spreadsheetExports`;
  const ctx = (): RunContext => ({ db: server().database.db, publicUrl: 'https://console.test' });

  beforeAll(async () => {
    app = await addToolsApp(server());
    await server()
      .database.db.insert(customers)
      .values(
        ['Ada', 'Grace', 'Linus'].map((firstName, i) => ({
          applicationId: app,
          key: `sheetkey${i}${Date.now()}`,
          firstName,
          lastName: 'Tester',
          email: `${firstName.toLowerCase()}@sheet.test`,
          membershipLevel: i === 2 ? 'Gold' : null,
        })),
      );
  });

  const add = async (body: Record<string, unknown>, as = admin) => {
    const res = await call(base(), 'POST', body, as);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { exportId: number }).exportId;
  };
  const get = async (id: number) =>
    (await (await call(`${base()}/${id}`)).json()) as SpreadsheetExport;
  const runs = async (id: number) =>
    (await (await call(`${base()}/${id}/runs`)).json()) as Paged<ExportRun>;
  const refused = async (body: Record<string, unknown>) => {
    const res = await call(base(), 'POST', body);
    expect(res.status).toBe(400);
    return ((await res.json()) as { errors: Record<string, string[]> }).errors;
  };
  const mailsTo = async (to: string) =>
    (await server().database.db.select().from(outbox).where(eq(outbox.kind, 'mail'))).filter(
      (m) => (m.payload as { to: string }).to === to,
    );
  const fileRows = async (id: number, runId: number) => {
    const res = await call(`${base()}/${id}/runs/${runId}/file.xlsx`);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('opens the demo application with its exports, each with a past run', async () => {
    const page = (await (
      await call('/api/applications/1/spreadsheetExports', 'GET', undefined, reader)
    ).json()) as Paged<SpreadsheetExportRow>;
    expect(page.items.map((e) => [e.name, e.entity, e.schedule, e.lastRun?.status])).toEqual([
      ['Daily bookings for finance', 'orders', 'Daily at 06:00 (Europe/London)', 'Done'],
      ['Weekly customer list', 'customers', 'Weekly on Monday at 07:30 (Europe/London)', 'Done'],
    ]);
    expect(page.items.every((e) => e.lastRun?.downloadable)).toBe(true);
  });

  it('adds, reads, changes and deletes an export, each change on its History', async () => {
    const id = await add(
      newExport({ name: 'Weekly sales', scheduleKind: 'weekly', weekday: 'friday', time: '17:45' }),
    );
    const made = await get(id);
    expect(made).toMatchObject({
      name: 'Weekly sales',
      schedule: 'Weekly on Friday at 17:45 (Europe/London)',
      cron: '',
    });
    const next = new Date(made.nextRun ?? '');
    expect(next.getUTCDay()).toBe(5);
    const saved = await call(`${base()}/${id}`, 'PUT', {
      ...newExport({ name: 'Weekly sales' }),
      scheduleKind: 'cron',
      cron: '0 9 1 * *',
      timeZone: 'America/New_York',
      version: made.version,
    });
    expect(saved.status).toBe(200);
    const changed = (await saved.json()) as SpreadsheetExport;
    expect(changed.cron).toBe('0 9 1 * *');
    // 09:00 in New York on the first of a month: 13:00 or 14:00 UTC.
    expect(new Date(changed.nextRun ?? '').getUTCDate()).toBe(1);
    expect([13, 14]).toContain(new Date(changed.nextRun ?? '').getUTCHours());
    const stale = await call(`${base()}/${id}`, 'PUT', { ...newExport(), version: made.version });
    expect(stale.status).toBe(409);
    const history = await call(`/api/companies/1/audit/spreadsheetExports/${id}`);
    expect(history.status).toBe(200);
    const trail = (await history.json()) as { items: { action: string }[] };
    expect(trail.items.map((i) => i.action).sort()).toEqual(['create', 'update']);
    expect((await call(`${base()}/${id}`, 'DELETE')).status).toBe(200);
    expect((await call(`${base()}/${id}`)).status).toBe(404);
  });

  it('refuses a schedule that never runs, an unknown column and an unknown time zone, saving nothing', async () => {
    const before = await server().database.db.select().from(spreadsheetExports);
    expect(await refused(newExport({ scheduleKind: 'cron', cron: '0 0 30 2 *' }))).toEqual({
      cron: [EXPORT_TEXT.neverFires],
    });
    expect(await refused(newExport({ scheduleKind: 'cron', cron: 'every day' }))).toEqual({
      cron: [EXPORT_TEXT.cronInvalid],
    });
    expect(await refused(newExport({ scheduleKind: 'cron', cron: '' }))).toEqual({
      cron: [EXPORT_TEXT.cronRequired],
    });
    expect(await refused(newExport({ columns: ['reference', 'email'] }))).toEqual({
      columns: [EXPORT_TEXT.unknownColumn('email', 'Orders')],
    });
    expect(await refused(newExport({ timeZone: 'Mars/Olympus' }))).toEqual({
      timeZone: [TIME_ZONE_TEXT.unknown],
    });
    expect(Object.keys(await refused(newExport({ time: '25:00' })))).toEqual(['time']);
    expect(Object.keys(await refused(newExport({ recipients: ['not an email'] })))).toEqual([
      'recipients.0',
    ]);
    expect(await server().database.db.select().from(spreadsheetExports)).toHaveLength(
      before.length,
    );
  });

  it('runs a due export once at its time in the time zone, writing the file and mailing it', async () => {
    const id = await add(
      newExport({
        name: 'Gold members',
        entity: 'customers',
        columns: ['email', 'firstName', 'membershipLevel'],
        recipients: ['gold@sheet.test'],
        time: '06:00',
        timeZone: 'Asia/Tokyo',
        membershipLevel: 'Gold',
      }),
    );
    const due = new Date((await get(id)).nextRun ?? '');
    // Only this export is due around its time: the demo's would be too when the test runs after
    // 21:00 UTC (its 06:00 then falls before tomorrow's), and the ticks would count them.
    await server().database.db.execute(
      sql`update spreadsheet_exports set next_run_at = '2999-01-01' where id <> ${id}`,
    );
    // 06:00 in Tokyo is 21:00 UTC the day before.
    expect(due.getUTCHours()).toBe(21);
    const before = () => new Date(due.getTime() - 60_000);
    expect(await tickSpreadsheetExports(ctx(), before)).toBe(0);
    const at = () => new Date(due.getTime() + 5_000);
    // The app's own schedule runs it; a second tick at the same time finds nothing due.
    await server().app.areaWork.tick('spreadsheetExports', at());
    expect(await tickSpreadsheetExports(ctx(), at)).toBe(0);
    const [run] = (await runs(id)).items;
    expect(run).toMatchObject({ status: 'Done', rows: 1, trigger: 'schedule', downloadable: true });
    // The columns come in the catalogue's order, whatever order they were ticked in.
    expect(await fileRows(id, run?.runId ?? 0)).toEqual([
      ['First name', 'Email', 'Membership level'],
      ['Linus', 'linus@sheet.test', 'Gold'],
    ]);
    // The sender drops a sent message's text and links; the e2e test reads the link in the outbox.
    const [mail] = await mailsTo('gold@sheet.test');
    expect(mail?.payload).toMatchObject({ subject: EXPORT_TEXT.subject('Gold members') });
    expect(new Date((await get(id)).nextRun ?? '').getTime()).toBe(due.getTime() + DAY);

    // After 30 days the file goes, the run's line stays.
    const later = () => new Date(due.getTime() + 31 * DAY);
    await tickSpreadsheetExports(ctx(), later);
    const res = await call(`${base()}/${id}/runs/${run?.runId}/file.xlsx`);
    expect(res.status).toBe(404);
  });

  it('runs a due export once across two instances ticking at the same time', async () => {
    const id = await add(newExport({ name: 'Raced', entity: 'customers', columns: ['email'] }));
    const due = new Date((await get(id)).nextRun ?? '');
    const url = server().databaseUrl;
    const other: Database | undefined =
      server().kind === 'postgres' && url
        ? await openDatabase({ url, onPoolError: () => {} })
        : undefined;
    try {
      const second: RunContext = {
        db: (other ?? server().database).db,
        publicUrl: 'https://console.test',
      };
      const at = () => new Date(due.getTime() + 1_000);
      const counts = await Promise.all([
        tickSpreadsheetExports(ctx(), at),
        tickSpreadsheetExports(second, at),
        tickSpreadsheetExports(ctx(), at),
        tickSpreadsheetExports(second, at),
      ]);
      const mine = await server()
        .database.db.select()
        .from(spreadsheetExportRuns)
        .where(eq(spreadsheetExportRuns.exportId, id));
      expect(mine).toHaveLength(1);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(mine[0]?.status).toBe('Done');
    } finally {
      await other?.close();
    }
  });

  it('takes over a run whose instance stopped, once its lease has lapsed', async () => {
    const id = await add(newExport({ name: 'Orphaned', entity: 'customers', columns: ['email'] }));
    const started = new Date('2030-01-01T06:00:00Z');
    const [orphan] = await server()
      .database.db.insert(spreadsheetExportRuns)
      .values({ exportId: id, trigger: 'schedule', startedAt: started, heartbeatAt: started })
      .returning();
    const inLease = () => new Date(started.getTime() + LEASE_MS - 1000);
    await tickSpreadsheetExports(ctx(), inLease);
    const still = await server()
      .database.db.select()
      .from(spreadsheetExportRuns)
      .where(and(eq(spreadsheetExportRuns.id, orphan?.id ?? 0)));
    expect(still[0]?.status).toBe('Running');
    const lapsed = () => new Date(started.getTime() + LEASE_MS + 1000);
    await tickSpreadsheetExports(ctx(), lapsed);
    expect((await runs(id)).items[0]).toMatchObject({ status: 'Done', rows: 3 });
  });

  it('runs an export now in the background, and keeps another application’s runs apart', async () => {
    const id = await add(
      newExport({
        name: 'On demand',
        entity: 'customers',
        columns: ['email'],
        recipients: ['now@sheet.test'],
      }),
    );
    const res = await call(`${base()}/${id}/runs`, 'POST');
    expect(res.status).toBe(202);
    let run = (await res.json()) as ExportRun;
    expect(run).toMatchObject({ status: 'Running', trigger: 'manual' });
    for (let i = 0; i < 1000 && run.status === 'Running'; i += 1) {
      run = (await runs(id)).items[0] ?? run;
    }
    expect(run).toMatchObject({ status: 'Done', rows: 3 });
    expect(await mailsTo('now@sheet.test')).toHaveLength(1);
    expect((await fileRows(id, run.runId)).slice(1).flat().sort()).toEqual([
      'ada@sheet.test',
      'grace@sheet.test',
      'linus@sheet.test',
    ]);
    const demo = '/api/applications/1/spreadsheetExports';
    expect((await call(`${demo}/${id}`)).status).toBe(404);
    expect((await call(`${demo}/${id}/runs`, 'POST')).status).toBe(404);
    expect((await call(`${demo}/${id}/runs/${run.runId}/file.xlsx`)).status).toBe(404);
  });
});
