import { and, eq, sql } from 'drizzle-orm';
import {
  DEPOSIT_OPTION_TEXT,
  type DepositOption,
  type DepositOptionFields,
  MAX_OPTIONS,
} from '#contract/deposit-options';
import type { Actor } from '#server/audit/audited';
import type { Db } from '#server/db/client';
import type { Tx } from '#server/db/tx';
import { refuseOverCap } from '#server/kit/cap';
import { Conflict, defineRecord, getInScope } from '#server/kit/index';
import { DEPOSIT_OPTION_SUBJECT } from './audit';
import { checkOption, checkOptionFits } from './checks';
import { depositOptions, depositRules } from './schema';
import { inDepositSet, touchDeposits } from './set';
import { optionColumnsOf, optionOf } from './shape';

export type AppScope = { companyId: number; applicationId: number };
export type OptionAt = AppScope & { depositOptionId: number };

const record = defineRecord({
  table: depositOptions,
  unique: {
    deposit_options_app_name_ci_idx: { field: 'name', message: DEPOSIT_OPTION_TEXT.nameTaken },
  },
  audit: DEPOSIT_OPTION_SUBJECT,
});

const recordAt = (at: OptionAt) => ({
  id: at.depositOptionId,
  scope: eq(depositOptions.applicationId, at.applicationId),
});

/** The application's rules that offer the option. */
const rulesOffering = (tx: Db | Tx, at: OptionAt) =>
  tx
    .select()
    .from(depositRules)
    .where(
      and(
        eq(depositRules.applicationId, at.applicationId),
        sql`${at.depositOptionId} = any(${depositRules.optionIds})`,
      ),
    );

export async function loadDepositOption(db: Db | Tx, at: OptionAt): Promise<DepositOption> {
  const row = await getInScope(
    db
      .select()
      .from(depositOptions)
      .where(record.where(recordAt(at))),
  );
  return optionOf(row, at.companyId);
}

export function createDepositOption(
  db: Db,
  actor: Actor,
  scope: AppScope,
  f: DepositOptionFields,
): Promise<number> {
  checkOption(f);
  return record.create(
    db,
    actor,
    async (tx) => {
      await refuseOverCap(tx, depositOptions, depositOptions.applicationId, scope.applicationId, {
        max: MAX_OPTIONS,
        field: 'name',
        message: DEPOSIT_OPTION_TEXT.tooMany,
      });
      return { applicationId: scope.applicationId, ...optionColumnsOf(f) };
    },
    { within: inDepositSet(scope.applicationId) },
  );
}

export function updateDepositOption(
  db: Db,
  actor: Actor,
  at: OptionAt,
  sent: DepositOptionFields & { version: number },
): Promise<void> {
  checkOption(sent);
  return record.update(
    db,
    actor,
    recordAt(at),
    sent.version,
    async (tx) => {
      // Under the set's lock: no rule starts offering it while this checks.
      checkOptionFits(sent, await rulesOffering(tx, at));
      return { ...optionColumnsOf(sent), updatedAt: new Date() };
    },
    { within: inDepositSet(at.applicationId) },
  );
}

/** An option a rule offers stays: deleting it would change what the rule offers unseen. */
export const removeDepositOption = (db: Db, actor: Actor, at: OptionAt) =>
  record.remove(db, actor, recordAt(at), {
    within: async (tx, change) => {
      await touchDeposits(tx, at.applicationId);
      const offering = await rulesOffering(tx, at);
      if (offering.length > 0) {
        throw new Conflict(
          DEPOSIT_OPTION_TEXT.inUse(offering.map((r) => `'${r.name}'`).join(', ')),
        );
      }
      return change();
    },
  });
