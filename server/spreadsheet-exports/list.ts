import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Paged } from '#contract/paging';
import type {
  EXPORT_SORTS,
  ExportRun,
  ExportRunQuery,
  SpreadsheetExportListQuery,
  SpreadsheetExportRow,
} from '#contract/spreadsheet-exports';
import type { Db } from '#server/db/client';
import { definePagedList } from '#server/kit/index';
import { spreadsheetExportRuns as r, spreadsheetExports as x } from './schema';
import { exportRowOf, runOf } from './shape';

const columns = {
  id: x.id,
  applicationId: x.applicationId,
  name: x.name,
  entity: x.entity,
  columns: x.columns,
  recipients: x.recipients,
  filters: x.filters,
  enabled: x.enabled,
  scheduleKind: x.scheduleKind,
  time: x.time,
  weekday: x.weekday,
  cron: x.cron,
  timeZone: x.timeZone,
  nextRunAt: x.nextRunAt,
  version: x.version,
  createdAt: x.createdAt,
  updatedAt: x.updatedAt,
};

const exportsList = definePagedList<
  typeof columns,
  (typeof EXPORT_SORTS)[number],
  SpreadsheetExportListQuery,
  { applicationId: number }
>({
  table: x,
  scope: (s) => eq(x.applicationId, s.applicationId),
  columns,
  search: [x.name],
  sorts: { name: sql`lower(${x.name})`, nextRun: x.nextRunAt },
  defaultSort: 'name',
  tieBreaker: x.id,
});

/** Each export's newest run, for the list's "last run" column. */
async function lastRuns(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof r.$inferSelect>();
  const rows = await db
    .selectDistinctOn([r.exportId])
    .from(r)
    .where(inArray(r.exportId, ids))
    .orderBy(r.exportId, desc(r.startedAt), desc(r.id));
  return new Map(rows.map((run) => [run.exportId, run]));
}

export async function listSpreadsheetExports(
  db: Db,
  scope: { applicationId: number },
  query: SpreadsheetExportListQuery,
  now = new Date(),
): Promise<Paged<SpreadsheetExportRow>> {
  const page = await exportsList(db, scope, query);
  const last = await lastRuns(
    db,
    page.items.map((e) => e.id),
  );
  return {
    items: page.items.map((e) => exportRowOf(e, last.get(e.id), now)),
    total: page.total,
  };
}

/** The export's run history, newest first (the export is the caller's, checked before). */
export async function listRuns(
  db: Db,
  exportId: number,
  query: ExportRunQuery,
  now = new Date(),
): Promise<Paged<ExportRun>> {
  const oldestFirst = query.sort === 'started';
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(r)
      .where(eq(r.exportId, exportId))
      .orderBy(...(oldestFirst ? [r.startedAt, r.id] : [desc(r.startedAt), desc(r.id)]))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(and(eq(r.exportId, exportId))),
  ]);
  return { items: items.map((run) => runOf(run, now)), total: total?.n ?? 0 };
}
