import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { EXPORT_TEXT, FILE_DAYS } from '#contract/spreadsheet-exports';
import type { Db } from '#server/db/client';
import { enqueueMail } from '#server/outbox/enqueue';
import { exportRows } from './rows';
import { nextRunOf } from './schedule';
import { spreadsheetExportFiles, spreadsheetExportRuns, spreadsheetExports } from './schema';
import { fieldsOf } from './shape';
import { writeSheet } from './xlsx';

type Run = typeof spreadsheetExportRuns.$inferSelect;

/** What a run needs: the database and where the console is, for the link in the mail. */
export type RunContext = { db: Db; publicUrl: string };

/** A run whose instance has not moved it for this long has stopped: another takes it over. */
export const LEASE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export const exportPagePath = (applicationId: number, exportId: number) =>
  `/applications/${applicationId}/tools/spreadsheet-integration/${exportId}/edit`;

/** Records a run of the export as started now, holding its lease. */
export async function startRun(
  db: Db,
  exportId: number,
  trigger: 'schedule' | 'manual',
  now: Date,
) {
  const [run] = await db
    .insert(spreadsheetExportRuns)
    .values({ exportId, trigger, startedAt: now, heartbeatAt: now })
    .returning();
  if (!run) throw new Error('The run was not recorded');
  return run;
}

/**
 * Writes the run's file and, in one transaction, keeps it, marks the run done and queues its
 * mail to each recipient: the mail exists exactly when the file does. The mail carries a link
 * to the export's page, not the file: the file holds customers' names and emails, which a
 * forwarded message must not hand on, so downloading it needs a sign-in with the tools' access.
 */
export async function executeRun(ctx: RunContext, run: Run, now: () => Date, signal?: AbortSignal) {
  const { db } = ctx;
  const [sheet] = await db
    .select()
    .from(spreadsheetExports)
    .where(eq(spreadsheetExports.id, run.exportId));
  if (!sheet) return;
  const fields = fieldsOf(sheet);
  const lease = and(
    eq(spreadsheetExportRuns.id, run.id),
    eq(spreadsheetExportRuns.status, 'Running'),
  );
  try {
    const { bytes, rows } = await writeSheet(
      fields.entity,
      sheet.columns,
      exportRows(db, sheet.applicationId, fields, now()),
      async () => {
        // The app is closing: the run stays Running and its lease lapses, so the next instance
        // to tick writes it again from the start.
        if (signal?.aborted) throw new Error('stopped');
        await db.update(spreadsheetExportRuns).set({ heartbeatAt: now() }).where(lease);
      },
    );
    const finished = now();
    const link = `${ctx.publicUrl}${exportPagePath(sheet.applicationId, sheet.id)}`;
    await db.transaction(async (tx) => {
      const [mine] = await tx
        .update(spreadsheetExportRuns)
        .set({
          status: 'Done',
          finishedAt: finished,
          rows,
          fileExpiresAt: new Date(finished.getTime() + FILE_DAYS * DAY_MS),
        })
        .where(lease)
        .returning({ id: spreadsheetExportRuns.id });
      // Another instance took the run over meanwhile: its file and mail count, not this one's.
      if (!mine) return;
      await tx.insert(spreadsheetExportFiles).values({ runId: run.id, bytes });
      for (const to of sheet.recipients) {
        await enqueueMail(tx, {
          to,
          subject: EXPORT_TEXT.subject(sheet.name),
          text: `The export '${sheet.name}' ran at ${finished.toISOString()} with ${rows} row(s).\n\nDownload the file (kept ${FILE_DAYS} days) from its run history:\n${link}\n`,
          links: [link],
        });
      }
    });
  } catch (error) {
    if (signal?.aborted) return;
    const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
    await db
      .update(spreadsheetExportRuns)
      .set({ status: 'Failed', finishedAt: now(), error: message })
      .where(lease)
      .catch(() => undefined);
  }
}

/**
 * Claims the due exports: each one's next run moves on by a conditional update on the due time
 * it was read with, so of any number of instances ticking at once exactly one wins each due
 * run, and records it in the same transaction. A run missed while every instance was down runs
 * once, not once per missed time.
 */
async function claimDue(db: Db, now: Date): Promise<Run[]> {
  const due = await db
    .select({
      id: spreadsheetExports.id,
      nextRunAt: spreadsheetExports.nextRunAt,
      cron: spreadsheetExports.cron,
      timeZone: spreadsheetExports.timeZone,
    })
    .from(spreadsheetExports)
    .where(
      and(
        eq(spreadsheetExports.enabled, true),
        isNotNull(spreadsheetExports.nextRunAt),
        lte(spreadsheetExports.nextRunAt, now),
      ),
    )
    .limit(50);
  const claimed: Run[] = [];
  for (const sheet of due) {
    if (!sheet.nextRunAt) continue;
    let next: Date | null;
    try {
      next = nextRunOf(sheet.cron, sheet.timeZone, now);
    } catch {
      next = null;
    }
    const run = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(spreadsheetExports)
        .set({ nextRunAt: next })
        .where(
          and(
            eq(spreadsheetExports.id, sheet.id),
            eq(spreadsheetExports.nextRunAt, sheet.nextRunAt as Date),
          ),
        )
        .returning({ id: spreadsheetExports.id });
      if (!won) return undefined;
      const [made] = await tx
        .insert(spreadsheetExportRuns)
        .values({ exportId: sheet.id, trigger: 'schedule', startedAt: now, heartbeatAt: now })
        .returning();
      return made;
    });
    if (run) claimed.push(run);
  }
  return claimed;
}

/** Runs whose lease lapsed (their instance stopped), each taken over by one conditional update. */
async function claimStalled(db: Db, now: Date): Promise<Run[]> {
  return db
    .update(spreadsheetExportRuns)
    .set({ heartbeatAt: now })
    .where(
      and(
        eq(spreadsheetExportRuns.status, 'Running'),
        lte(spreadsheetExportRuns.heartbeatAt, new Date(now.getTime() - LEASE_MS)),
      ),
    )
    .returning();
}

/** Files past their 30 days go; the run's line stays in the history. */
async function dropExpiredFiles(db: Db, now: Date) {
  await db.execute(sql`
    delete from ${spreadsheetExportFiles} f using ${spreadsheetExportRuns} r
    where r.id = f.run_id and r.file_expires_at <= ${now.toISOString()}::timestamptz`);
}

/**
 * One tick of the scheduler at the clock's time: drops expired files, claims the due and the
 * stalled runs and writes them, resolving when they are done. Tests call it with their clock.
 */
export async function tickSpreadsheetExports(
  ctx: RunContext,
  clock: () => Date,
  signal?: AbortSignal,
): Promise<number> {
  const now = clock();
  await dropExpiredFiles(ctx.db, now);
  const runs = [...(await claimStalled(ctx.db, now)), ...(await claimDue(ctx.db, now))];
  for (const run of runs) {
    if (signal?.aborted) break;
    await executeRun(ctx, run, clock, signal);
  }
  return runs.length;
}
