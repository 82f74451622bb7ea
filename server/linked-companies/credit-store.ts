import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  type CreditCreate,
  type CreditMove,
  type CreditUpdate,
  LINKED_TEXT,
} from '#contract/linked-companies';
import { fromMinor, signedToMinor, toMinor } from '#contract/money';
import type { Actor } from '#server/audit/audited';
import { recordChange } from '#server/audit/record';
import { appendEntry } from '#server/credit/ledger';
import type { Db } from '#server/db/client';
import { creditAccounts as ca, linkedCompanies as lc } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { claimVersion, fieldError, getInScope, withUniqueFields } from '#server/kit/index';
import { type CreditAt, creditWhere } from './credit-list';
import { type LinkedAt, linkedWhere } from './store';

const CURRENCY_INDEX = {
  credit_accounts_company_currency_idx: { field: 'currency', message: LINKED_TEXT.currencyTaken },
};

/** Money the contract has already checked; a parse failure here would be a contract bug. */
const minorOf = (amount: string) => {
  const minor = toMinor(amount);
  if (minor === null) throw fieldError('amount', LINKED_TEXT.notEnoughCredit);
  return minor;
};

/**
 * Credit changes read in the linked company's History: the account's currency, what moved,
 * the available credit before and after and the reason.
 */
async function auditCredit(
  tx: Tx,
  actor: Actor,
  at: LinkedAt,
  change: { currency: string; what: string; before: number | null; after: number; reason?: string },
) {
  const [company] = await tx
    .select({ name: lc.name })
    .from(lc)
    .where(eq(lc.id, at.linkedCompanyId));
  const field = `${change.currency} credit ${change.what}`;
  await recordChange(tx, {
    actorId: actor?.userId ?? null,
    companyId: at.companyId,
    applicationId: at.applicationId,
    area: 'linkedCompanies',
    recordId: at.linkedCompanyId,
    label: company?.name ?? null,
    action: 'update',
    before: { [field]: change.before === null ? null : fromMinor(change.before) },
    after: {
      [field]: fromMinor(change.after),
      ...(change.reason ? { [`${change.currency} credit reason`]: change.reason } : {}),
    },
  });
}

/** Opens an account; its limit is the ledger's opening entry, so it is available at once. */
export async function createCredit(
  db: Db,
  actor: Actor,
  at: LinkedAt,
  body: CreditCreate,
): Promise<{ creditId: number }> {
  const limitMinor = minorOf(body.limit);
  return withUniqueFields(CURRENCY_INDEX, () =>
    db.transaction(async (tx) => {
      await getInScope(tx.select({ id: lc.id }).from(lc).where(linkedWhere(at)).for('update'));
      const [made] = await tx
        .insert(ca)
        .values({
          applicationId: at.applicationId,
          linkedCompanyId: at.linkedCompanyId,
          currency: body.currency,
          limitMinor,
          balanceMinor: 0,
        })
        .returning({ id: ca.id });
      if (!made) throw new Error('credit account not inserted');
      await appendEntry(tx, {
        accountId: made.id,
        kind: 'opening',
        amountMinor: limitMinor,
        reference: 'opening',
        actorId: actor?.userId ?? null,
      });
      await auditCredit(tx, actor, at, {
        currency: body.currency,
        what: 'limit',
        before: null,
        after: limitMinor,
      });
      return { creditId: made.id };
    }),
  );
}

/**
 * A new limit, on the version the editor read: the difference goes into the ledger as an
 * adjustment (the ledger is never rewritten), so lowering it below what is used is refused.
 */
export async function updateCreditLimit(
  db: Db,
  actor: Actor,
  at: CreditAt,
  body: CreditUpdate & { version: number },
): Promise<void> {
  const limitMinor = minorOf(body.limit);
  await db.transaction(async (tx) => {
    await claimVersion(tx, ca, creditWhere(at), body.version);
    const [account] = await tx
      .select({ limitMinor: ca.limitMinor, currency: ca.currency })
      .from(ca)
      .where(eq(ca.id, at.creditId));
    if (!account || account.limitMinor === limitMinor) return;
    const difference = limitMinor - account.limitMinor;
    const written = await appendEntry(tx, {
      accountId: at.creditId,
      kind: 'adjustment',
      amountMinor: difference,
      reference: `limit:${randomUUID()}`,
      reason: body.reason,
      actorId: actor?.userId ?? null,
    });
    if (!written) throw fieldError('limit', LINKED_TEXT.notEnoughCredit);
    await tx.update(ca).set({ limitMinor }).where(eq(ca.id, at.creditId));
    await auditCredit(tx, actor, at, {
      currency: account.currency,
      what: 'limit',
      before: account.limitMinor,
      after: limitMinor,
      reason: body.reason,
    });
  });
}

/**
 * A top-up or an adjustment, appended in appendEntry's one conditional statement: parallel
 * moves queue on the account's row and a debit beyond the available credit writes nothing.
 */
export async function moveCredit(
  db: Db,
  actor: Actor,
  at: CreditAt,
  body: CreditMove,
): Promise<void> {
  const amountMinor = body.kind === 'topup' ? minorOf(body.amount) : signedToMinor(body.amount);
  await db.transaction(async (tx) => {
    const account = await getInScope(
      tx.select({ currency: ca.currency }).from(ca).where(creditWhere(at)),
    );
    const written = await appendEntry(tx, {
      accountId: at.creditId,
      kind: body.kind,
      amountMinor,
      reference: `${body.kind}:${randomUUID()}`,
      reason: body.reason,
      actorId: actor?.userId ?? null,
    });
    if (!written) throw fieldError('amount', LINKED_TEXT.notEnoughCredit);
    // The update above holds the account's row lock: this balance is the one the entry left.
    const [after] = await tx
      .select({ balance: sql<number>`${ca.balanceMinor}`.mapWith(Number) })
      .from(ca)
      .where(eq(ca.id, at.creditId));
    const balance = after?.balance ?? 0;
    await auditCredit(tx, actor, at, {
      currency: account.currency,
      what: 'available',
      before: balance - amountMinor,
      after: balance,
      reason: body.reason,
    });
  });
}
