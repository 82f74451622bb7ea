import { and, eq, gte, lte, ne } from 'drizzle-orm';
import {
  CURREX_TEXT,
  type DeliveryFeeFields,
  type DeliveryFeeListQuery,
  type DeliveryFeeRecord,
  type DeliveryFeeRow,
  type FEE_SORTS,
} from '#contract/currency-exchange';
import { toMinor } from '#contract/money';
import type { Paged } from '#contract/paging';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { definePagedList, defineRecord, equals, formError, getInScope } from '#server/kit/index';
import { FEE_SUBJECT } from './audit';
import type { AppScope } from './currencies';
import { currexDeliveryFees as d } from './schema';
import { feeFieldsOf, feeOf } from './shape';

export type FeeAt = AppScope & { deliveryFeeId: number };

const OVERLAP = 'currex_delivery_fees_no_overlap';
const record = defineRecord({ table: d, audit: FEE_SUBJECT });
const recordAt = (at: FeeAt) => ({
  id: at.deliveryFeeId,
  scope: eq(d.applicationId, at.applicationId),
});

const columns = {
  id: d.id,
  deliveryType: d.deliveryType,
  currency: d.currency,
  minOrderMinor: d.minOrderMinor,
  maxOrderMinor: d.maxOrderMinor,
  feeMinor: d.feeMinor,
};

const feeList = definePagedList<
  typeof columns,
  (typeof FEE_SORTS)[number],
  DeliveryFeeListQuery,
  { applicationId: number }
>({
  table: d,
  scope: (s) => eq(d.applicationId, s.applicationId),
  columns,
  search: [d.deliveryType, d.currency],
  sorts: { band: d.minOrderMinor, fee: d.feeMinor },
  defaultSort: 'band',
  tieBreaker: d.id,
  filters: [equals('deliveryType', d.deliveryType)],
});

export async function listFees(
  db: Db,
  scope: { applicationId: number },
  query: DeliveryFeeListQuery,
): Promise<Paged<DeliveryFeeRow>> {
  const page = await feeList(db, scope, query);
  return {
    items: page.items.map((row) => ({ ...feeFieldsOf(row), deliveryFeeId: row.id })),
    total: page.total,
  };
}

export async function loadFee(db: Db | Tx, at: FeeAt): Promise<DeliveryFeeRecord> {
  const row = await getInScope(
    db
      .select()
      .from(d)
      .where(record.where(recordAt(at))),
  );
  return feeOf(row, { companyId: at.companyId });
}

const columnsOf = (f: DeliveryFeeFields) => ({
  deliveryType: f.deliveryType,
  currency: f.currency,
  minOrderMinor: toMinor(f.minOrder) ?? 0,
  maxOrderMinor: toMinor(f.maxOrder) ?? 0,
  feeMinor: toMinor(f.fee) ?? 0,
});

const bandText = (f: DeliveryFeeFields) => `${f.minOrder} to ${f.maxOrder} ${f.currency}`;

/**
 * Refuses a band upside down, or one overlapping another of the same application, delivery
 * type and currency, naming that band. Two saves at once both pass this read; the exclusion
 * constraint then refuses the second, which `overlapAsField` turns into the same field error.
 */
async function checkBand(tx: Tx, applicationId: number, f: DeliveryFeeFields, except?: number) {
  const band = columnsOf(f);
  if (band.maxOrderMinor < band.minOrderMinor) {
    throw formError({ maxOrder: [CURREX_TEXT.bandInverted] });
  }
  const other = await overlapping(tx, applicationId, f, except);
  if (other)
    throw formError({ minOrder: [CURREX_TEXT.bandOverlaps(bandText(feeFieldsOf(other)))] });
}

/** The first band of the application, type and currency that overlaps the one sent. */
async function overlapping(
  db: Db | Tx,
  applicationId: number,
  f: DeliveryFeeFields,
  except?: number,
) {
  const band = columnsOf(f);
  const [other] = await db
    .select()
    .from(d)
    .where(
      and(
        eq(d.applicationId, applicationId),
        eq(d.deliveryType, f.deliveryType),
        eq(d.currency, f.currency),
        lte(d.minOrderMinor, band.maxOrderMinor),
        gte(d.maxOrderMinor, band.minOrderMinor),
        except === undefined ? undefined : ne(d.id, except),
      ),
    )
    .limit(1);
  return other;
}

/** The exclusion constraint's refusal (SQLSTATE 23P01), whichever driver raised it. */
function isOverlap(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23P01') return constraint === undefined || constraint === OVERLAP;
    e = cause;
  }
  return false;
}

/** The constraint's refusal as the field error the check gives, naming the band saved first. */
async function overlapAsField<T>(
  db: Db,
  band: { applicationId: number; fields: DeliveryFeeFields; except?: number },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isOverlap(err)) throw err;
    const other = await overlapping(db, band.applicationId, band.fields, band.except);
    const named = other ? bandText(feeFieldsOf(other)) : bandText(band.fields);
    throw formError({ minOrder: [CURREX_TEXT.bandOverlaps(named)] });
  }
}

export async function createFee(
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: DeliveryFeeFields,
): Promise<{ deliveryFeeId: number }> {
  const deliveryFeeId = await overlapAsField(
    db,
    { applicationId: scope.applicationId, fields: f },
    () =>
      record.create(db, actor, async (tx) => {
        await checkBand(tx, scope.applicationId, f);
        return { applicationId: scope.applicationId, ...columnsOf(f) };
      }),
  );
  return { deliveryFeeId };
}

export function updateFee(
  db: Db,
  actor: Actor,
  at: FeeAt,
  sent: DeliveryFeeFields & { version: number },
): Promise<void> {
  const { version, ...f } = sent;
  const band = { applicationId: at.applicationId, fields: f, except: at.deliveryFeeId };
  return overlapAsField(db, band, () =>
    record.update(db, actor, recordAt(at), version, async (tx) => {
      await checkBand(tx, at.applicationId, f, at.deliveryFeeId);
      return { ...columnsOf(f), updatedAt: new Date() };
    }),
  );
}

export const removeFee = (db: Db, actor: Actor, at: FeeAt) =>
  record.remove(db, actor, recordAt(at));
