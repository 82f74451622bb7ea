import { and, eq, sql } from 'drizzle-orm';
import { type BatchBody, PROMO_TEXT, type VoucherBatch } from '#contract/promo-codes';
import type { Actor } from '#server/audit/audited';
import { recordChange } from '#server/audit/record';
import type { Db } from '#server/db/client';
import { rows } from '#server/db/rows';
import type { BackgroundWork } from '#server/kit/background';
import { fieldError, getInScope } from '#server/kit/index';
import { randomCodes } from './generate';
import type { AppScope } from './rules-store';
import { ruleOfApp } from './rules-store';
import { voucherBatches } from './schema';

/** Codes per statement: one JSON parameter, so a chunk costs one round trip. */
const CHUNK = 5000;
/** Tries beyond the quantity before a batch gives up: only a nearly full code space needs them. */
const MAX_ROUNDS = 50;

type Batch = typeof voucherBatches.$inferSelect;

export const batchOf = (b: Batch): VoucherBatch => ({
  batchId: b.id,
  voucherRuleId: b.ruleId,
  quantity: b.quantity,
  generated: b.generated,
  status: b.status === 'Done' || b.status === 'Failed' ? b.status : 'Running',
  prefix: b.prefix,
  created: new Date(b.createdAt).toISOString(),
});

export type BatchAt = AppScope & { batchId: number };

export const loadBatch = async (db: Db, at: BatchAt) =>
  getInScope(
    db
      .select()
      .from(voucherBatches)
      .where(
        and(eq(voucherBatches.id, at.batchId), eq(voucherBatches.applicationId, at.applicationId)),
      ),
  );

/**
 * Inserts one chunk of fresh codes; a code the application already has is skipped by its unique
 * index (no read first, so two batches at once never hand out one code twice). Answers how many
 * went in, and moves the batch's progress in the same statement.
 */
async function insertChunk(db: Db, batch: Batch, codes: readonly string[]): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`with made as (
          insert into voucher_codes (application_id, rule_id, batch_id, code, max_uses, expires_on)
          select ${batch.applicationId}, ${batch.ruleId}, ${batch.id}, c, ${batch.maxUses},
                 ${batch.expiresOn}::date
            from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as c
          on conflict (application_id, code) do nothing
          returning 1
        ), counted as (select count(*)::int as n from made)
        update voucher_batches
          set generated = generated + (select n from counted), heartbeat_at = now()
        where id = ${batch.id}
        returning (select n from counted) as n`,
  );
  return row?.n ?? 0;
}

/** Generates the batch's codes chunk by chunk, each chunk committed with its progress. */
async function runBatch(db: Db, batch: Batch, signal: AbortSignal): Promise<void> {
  let made = batch.generated;
  let rounds = 0;
  try {
    while (made < batch.quantity && rounds < Math.ceil(batch.quantity / CHUNK) + MAX_ROUNDS) {
      // The app is closing: the batch stays Running, and its stalled heartbeat lets the next
      // instance to read it carry on from the codes already made.
      if (signal.aborted) return;
      rounds += 1;
      const want = Math.min(CHUNK, batch.quantity - made);
      made += await insertChunk(db, batch, randomCodes(want, batch.prefix, batch.length));
    }
    const status = made >= batch.quantity ? 'Done' : 'Failed';
    await db.update(voucherBatches).set({ status }).where(eq(voucherBatches.id, batch.id));
  } catch (error) {
    await db
      .update(voucherBatches)
      .set({ status: 'Failed' })
      .where(eq(voucherBatches.id, batch.id))
      .catch(() => undefined);
    throw error;
  }
}

function inBackground(db: Db, batch: Batch, background: BackgroundWork) {
  background.run((signal) => runBatch(db, batch, signal));
}

/** A running batch whose process stopped (no chunk for this long) is taken over. */
const STALLED_SECONDS = 60;

/**
 * Reads a batch for its page; one still marked running whose heartbeat stopped (its server was
 * restarted mid-way) is claimed by one conditional update, so exactly one instance resumes it,
 * from the codes already made.
 */
export async function followBatch(
  db: Db,
  at: BatchAt,
  background: BackgroundWork,
): Promise<VoucherBatch> {
  const batch = await loadBatch(db, at);
  if (batch.status !== 'Running') return batchOf(batch);
  const [claimed] = await db
    .update(voucherBatches)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(voucherBatches.id, batch.id),
        eq(voucherBatches.status, 'Running'),
        sql`${voucherBatches.heartbeatAt} < now() - make_interval(secs => ${STALLED_SECONDS})`,
      ),
    )
    .returning();
  if (claimed) inBackground(db, claimed, background);
  return batchOf(claimed ?? batch);
}

/**
 * Records the batch (and on the rule's History who asked for how many), then generates it in the
 * background: the page follows its progress. the app owns the work and stops it on close.
 */
export async function startBatch(
  db: Db,
  actor: Actor,
  scope: AppScope,
  body: BatchBody & { quantity: number; prefix: string; length: number },
  background: BackgroundWork,
): Promise<VoucherBatch> {
  const rule = await ruleOfApp(db, scope.applicationId, body.voucherRuleId);
  if (!rule) throw fieldError('voucherRuleId', PROMO_TEXT.ruleUnknown);
  const batch = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(voucherBatches)
      .values({
        applicationId: scope.applicationId,
        ruleId: rule.id,
        quantity: body.quantity,
        prefix: body.prefix,
        length: body.length,
        maxUses: body.maxUses ?? rule.usesPerCode,
        expiresOn: body.expiresOn || null,
      })
      .returning();
    if (!made) throw new Error('The batch was not recorded');
    await recordChange(tx, {
      actorId: actor?.userId ?? null,
      companyId: scope.companyId,
      applicationId: scope.applicationId,
      area: 'voucherRules',
      recordId: rule.id,
      label: rule.name,
      action: 'update',
      before: { codeBatch: null },
      after: { codeBatch: `${made.id}: ${body.quantity} codes, prefix '${body.prefix}'` },
    });
    return made;
  });
  inBackground(db, batch, background);
  return batchOf(batch);
}
