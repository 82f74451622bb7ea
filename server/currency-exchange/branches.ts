import { eq, sql } from 'drizzle-orm';
import {
  type BRANCH_SORTS,
  type BranchFields,
  type BranchListQuery,
  type BranchRecord,
  type BranchRow,
  CURREX_TEXT,
  type OpeningHours,
  WEEKDAY_NAMES,
} from '#contract/currency-exchange';
import type { Paged } from '#contract/paging';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import {
  definePagedList,
  defineRecord,
  type FieldErrors,
  formError,
  getInScope,
} from '#server/kit/index';
import { BRANCH_SUBJECT } from './audit';
import { type AppScope, currencyCodes } from './currencies';
import { currexBranches as b } from './schema';
import { branchColumnsOf, branchOf, openDaysOf } from './shape';

export type BranchAt = AppScope & { branchId: number };

const record = defineRecord({ table: b, audit: BRANCH_SUBJECT });
const recordAt = (at: BranchAt) => ({
  id: at.branchId,
  scope: eq(b.applicationId, at.applicationId),
});

const columns = {
  id: b.id,
  name: b.name,
  city: b.city,
  currencies: b.currencies,
  openingHours: b.openingHours,
};

const branchList = definePagedList<
  typeof columns,
  (typeof BRANCH_SORTS)[number],
  BranchListQuery,
  { applicationId: number }
>({
  table: b,
  scope: (s) => eq(b.applicationId, s.applicationId),
  columns,
  search: [b.name, b.city],
  sorts: { name: sql`lower(${b.name})`, city: sql`lower(coalesce(${b.city}, ''))` },
  defaultSort: 'name',
  tieBreaker: b.id,
});

export async function listBranches(
  db: Db,
  scope: { applicationId: number },
  query: BranchListQuery,
): Promise<Paged<BranchRow>> {
  const page = await branchList(db, scope, query);
  return {
    items: page.items.map((row) => ({
      branchId: row.id,
      name: row.name,
      city: row.city ?? '',
      currencies: row.currencies.join(', '),
      openDays: openDaysOf(row.openingHours),
    })),
    total: page.total,
  };
}

export async function loadBranch(db: Db | Tx, at: BranchAt): Promise<BranchRecord> {
  const row = await getInScope(
    db
      .select()
      .from(b)
      .where(record.where(recordAt(at))),
  );
  return branchOf(row, { companyId: at.companyId });
}

/** A day's hours that close before they open are that day's error. */
function checkHours(hours: OpeningHours, errors: FieldErrors): void {
  for (const day of WEEKDAY_NAMES) {
    const [opens = '', closes = ''] = hours[day].split('-');
    if (hours[day] !== '' && closes <= opens) {
      errors[`openingHours.${day}`] = [CURREX_TEXT.hoursInverted];
    }
  }
}

/**
 * A branch holds only currencies the application has: checked inside the save's transaction,
 * against the codes as they are then.
 */
async function checkBranch(tx: Tx, applicationId: number, f: BranchFields): Promise<void> {
  const errors: FieldErrors = {};
  checkHours(f.openingHours, errors);
  const known = await currencyCodes(tx, applicationId);
  const unknown = [...new Set(f.currencies)].filter((code) => !known.has(code));
  if (unknown.length > 0) errors.currencies = [CURREX_TEXT.notHeld(unknown.join(', '))];
  if (Object.keys(errors).length > 0) throw formError(errors);
}

export async function createBranch(
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: BranchFields,
): Promise<{ branchId: number }> {
  const branchId = await record.create(db, actor, async (tx) => {
    await checkBranch(tx, scope.applicationId, f);
    return { applicationId: scope.applicationId, ...branchColumnsOf(f) };
  });
  return { branchId };
}

export function updateBranch(
  db: Db,
  actor: Actor,
  at: BranchAt,
  sent: BranchFields & { version: number },
): Promise<void> {
  const { version, ...f } = sent;
  return record.update(db, actor, recordAt(at), version, async (tx) => {
    await checkBranch(tx, at.applicationId, f);
    return { ...branchColumnsOf(f), updatedAt: new Date() };
  });
}

export const removeBranch = (db: Db, actor: Actor, at: BranchAt) =>
  record.remove(db, actor, recordAt(at));
