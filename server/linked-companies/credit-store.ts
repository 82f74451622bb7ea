import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type CreditCreate,
  type CreditMove,
  type CreditUpdate,
  LINKED_TEXT,
} from '#contract/linked-companies';
import { signedToMinor, toMinor } from '#contract/money';
import { type Actor, audited } from '#server/audit/audited';
import { appendEntry } from '#server/credit/ledger';
import type { Db } from '#server/db/client';
import { creditAccounts as ca, linkedCompanies as lc } from '#server/db/schema-travel';
import type { Tx } from '#server/db/tx';
import { defineRecord, fieldError, getInScope } from '#server/kit/index';
import { CREDIT_SUBJECT } from './credit-audit';
import { type LinkedAt, linkedWhere } from './store';

/** Where a credit account is: its application, its linked company and its id. */
export type CreditAt = LinkedAt & { creditId: number };

// An account's balance moves only through the ledger (appendEntry's one statement); the record
// writes its limit, with the version claim, the currency as a field error and the audit row.
const record = defineRecord({
  table: ca,
  unique: {
    credit_accounts_company_currency_idx: { field: 'currency', message: LINKED_TEXT.currencyTaken },
  },
  audit: CREDIT_SUBJECT,
});

const recordAt = (at: CreditAt) => ({
  id: at.creditId,
  scope: and(eq(ca.applicationId, at.applicationId), eq(ca.linkedCompanyId, at.linkedCompanyId)),
});

/** The account in the caller's application and linked company, or nothing (NotFound). */
export const creditWhere = (at: CreditAt) => record.where(recordAt(at));

/** Money the contract has already checked; a parse failure here would be a contract bug. */
const minorOf = (amount: string) => {
  const minor = toMinor(amount);
  if (minor === null) throw fieldError('amount', LINKED_TEXT.notEnoughCredit);
  return minor;
};

/** Opens an account; its limit is the ledger's opening entry, so it is available at once. */
export async function createCredit(
  db: Db,
  actor: Actor,
  at: LinkedAt,
  body: CreditCreate,
): Promise<{ creditId: number }> {
  const limitMinor = minorOf(body.limit);
  const creditId = await record.create(
    db,
    actor,
    () => ({
      applicationId: at.applicationId,
      linkedCompanyId: at.linkedCompanyId,
      currency: body.currency,
      limitMinor,
      balanceMinor: 0,
    }),
    {
      // The company first, inside the caller's application (another's is a 404), and locked.
      within: async <R>(tx: Tx, change: () => Promise<R>) => {
        await getInScope(tx.select({ id: lc.id }).from(lc).where(linkedWhere(at)).for('update'));
        return change();
      },
      after: async (tx, accountId) => {
        await appendEntry(tx, {
          accountId,
          kind: 'opening',
          amountMinor: limitMinor,
          reference: 'opening',
          actorId: actor?.userId ?? null,
        });
      },
    },
  );
  return { creditId };
}

/**
 * A new limit, on the version the editor read: the difference goes into the ledger as an
 * adjustment (the ledger is never rewritten), so lowering it below what is used is refused.
 */
export function updateCreditLimit(
  db: Db,
  actor: Actor,
  at: CreditAt,
  body: CreditUpdate & { version: number },
): Promise<void> {
  const limitMinor = minorOf(body.limit);
  // Read once the version is claimed (the row locked), appended once the limit is written.
  let difference = 0;
  return record.update(
    db,
    actor,
    recordAt(at),
    body.version,
    async (tx) => {
      const [account] = await tx
        .select({ limitMinor: ca.limitMinor })
        .from(ca)
        .where(eq(ca.id, at.creditId));
      difference = limitMinor - (account?.limitMinor ?? limitMinor);
      return { limitMinor };
    },
    {
      after: async (tx) => {
        if (difference === 0) return;
        const written = await appendEntry(tx, {
          accountId: at.creditId,
          kind: 'adjustment',
          amountMinor: difference,
          reference: `limit:${randomUUID()}`,
          reason: body.reason,
          actorId: actor?.userId ?? null,
        });
        if (!written) throw fieldError('limit', LINKED_TEXT.notEnoughCredit);
      },
    },
  );
}

/**
 * A top-up or an adjustment, appended in appendEntry's one conditional statement: parallel
 * moves queue on the account's row and a debit beyond the available credit writes nothing.
 * Not a record write (no version: moves do not conflict), but audited the same way.
 */
export async function moveCredit(
  db: Db,
  actor: Actor,
  at: CreditAt,
  body: CreditMove,
): Promise<void> {
  const amountMinor = body.kind === 'topup' ? minorOf(body.amount) : signedToMinor(body.amount);
  await db.transaction(async (tx) => {
    await getInScope(tx.select({ id: ca.id }).from(ca).where(creditWhere(at)));
    await audited(tx, actor, CREDIT_SUBJECT, at.creditId, async () => {
      const written = await appendEntry(tx, {
        accountId: at.creditId,
        kind: body.kind,
        amountMinor,
        reference: `${body.kind}:${randomUUID()}`,
        reason: body.reason,
        actorId: actor?.userId ?? null,
      });
      if (!written) throw fieldError('amount', LINKED_TEXT.notEnoughCredit);
    });
  });
}
