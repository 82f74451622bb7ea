import { sql } from 'drizzle-orm';
import { INGEST_TEXT } from '#contract/ingest-order';
import { appendEntry, CREDIT_LIMIT_EXCEEDED } from '#server/credit/ledger';
import { rows } from '#server/db/rows';
import type { Tx } from '#server/db/tx';
import { type CanonicalOrder, onAccount } from './canonical';

/** An order about to be written whose credit on account may have to move. */
export type CreditCase = { index: number; orderId: number; isNew: boolean; order: CanonicalOrder };

type Company = { id: number; status: string; accounts: Map<string, number> };
type Held = { accountId: number; held: number; entries: number };

const inList = (ids: readonly number[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;

/**
 * Moves each order's credit on account to what its payments now hold, and answers the orders
 * refused, with their reasons. The linked company must be the application's, active, with an
 * account in the order's currency. A debit the available credit does not cover refuses that
 * order alone ("credit limit exceeded"): each order's entries are one statement, or a
 * savepoint when there are several, so nothing of a refused order stays. The accounts are
 * locked in id order first, so parallel batches queue instead of deadlocking, and each debit
 * sees the balance the previous one left.
 */
export async function moveCredit(tx: Tx, applicationId: number, cases: readonly CreditCase[]) {
  const refused = new Map<number, string[]>();
  const updatedIds = cases.filter((c) => !c.isNew).map((c) => c.orderId);
  const companyIds = [
    ...new Set(cases.flatMap((c) => c.order.payments.flatMap((p) => p.linkedCompanyId ?? []))),
  ];
  if (companyIds.length === 0 && updatedIds.length === 0) return refused;
  const companies = await companiesOf(tx, applicationId, companyIds);
  const held = await heldBy(tx, updatedIds);

  const plans: {
    index: number;
    orderId: number;
    moves: { accountId: number; delta: number; entries: number }[];
  }[] = [];
  for (const c of cases) {
    const reasons: string[] = [];
    const wanted = new Map<number, number>();
    const account = onAccount(c.order);
    c.order.payments.forEach((p, i) => {
      if (p.linkedCompanyId === null) return;
      const company = companies.get(p.linkedCompanyId);
      // Every payment may name only the application's companies; live ones draw on credit.
      const draws = account.has(p.linkedCompanyId);
      const found = draws
        ? accountFor(company, c.order.currency)
        : (company?.id ?? INGEST_TEXT.unknownCompany);
      if (typeof found === 'string') reasons.push(`payments.${i}.linkedCompanyId: ${found}`);
      else if (draws) wanted.set(found, account.get(p.linkedCompanyId) ?? 0);
    });
    if (reasons.length > 0) {
      refused.set(c.index, [...new Set(reasons)]);
      continue;
    }
    const before = held.get(c.orderId) ?? [];
    const accounts = new Set([...wanted.keys(), ...before.map((h) => h.accountId)]);
    const moves = [...accounts].flatMap((accountId) => {
      const was = before.find((h) => h.accountId === accountId);
      const delta = (wanted.get(accountId) ?? 0) - (was?.held ?? 0);
      return delta === 0 ? [] : [{ accountId, delta, entries: was?.entries ?? 0 }];
    });
    // Credit given back first, so a move between accounts never waits on the debit.
    if (moves.length > 0)
      plans.push({
        index: c.index,
        orderId: c.orderId,
        moves: moves.sort((a, b) => a.delta - b.delta),
      });
  }
  const locked = [...new Set(plans.flatMap((p) => p.moves.map((m) => m.accountId)))].sort(
    (a, b) => a - b,
  );
  if (locked.length === 0) return refused;
  await tx.execute(
    sql`select id from credit_accounts where id in ${inList(locked)} order by id for update`,
  );

  for (const plan of plans) {
    const write = async (t: Tx) => {
      for (const m of plan.moves) {
        const ok = await appendEntry(t, {
          accountId: m.accountId,
          kind: m.delta > 0 ? 'order' : 'refund',
          amountMinor: -m.delta,
          reference:
            m.entries === 0 ? `order:${plan.orderId}` : `order:${plan.orderId}:${m.entries}`,
          orderId: plan.orderId,
          reason: m.entries === 0 ? null : 'Order updated by the booking site',
        });
        if (!ok) throw new CreditRefused();
      }
    };
    try {
      if (plan.moves.length === 1) await write(tx);
      else await tx.transaction(write);
    } catch (err) {
      if (!(err instanceof CreditRefused)) throw err;
      refused.set(plan.index, [CREDIT_LIMIT_EXCEEDED]);
    }
  }
  return refused;
}

class CreditRefused extends Error {}

/** The company's credit account in the currency, or why there is none to draw on. */
function accountFor(company: Company | undefined, currency: string): number | string {
  if (!company) return INGEST_TEXT.unknownCompany;
  if (company.status !== 'Active') return INGEST_TEXT.companyNotActive;
  return company.accounts.get(currency) ?? INGEST_TEXT.noCreditAccount(currency);
}

async function companiesOf(tx: Tx, applicationId: number, ids: readonly number[]) {
  const found = await rows<{
    id: number;
    status: string;
    accountId: number | null;
    currency: string | null;
  }>(
    tx,
    sql`select lc.id, lc.status, ca.id as "accountId", ca.currency
          from linked_companies lc left join credit_accounts ca on ca.linked_company_id = lc.id
         where lc.application_id = ${applicationId} and lc.id in ${inList(ids)}`,
  );
  const companies = new Map<number, Company>();
  for (const r of found) {
    const company = companies.get(r.id) ?? { id: r.id, status: r.status, accounts: new Map() };
    if (r.accountId !== null && r.currency !== null) company.accounts.set(r.currency, r.accountId);
    companies.set(r.id, company);
  }
  return companies;
}

/** Credit the orders hold now, per account, and how many entries each has (for references). */
async function heldBy(tx: Tx, orderIds: readonly number[]) {
  const held = new Map<number, Held[]>();
  if (orderIds.length === 0) return held;
  const found = await rows<{ orderId: number; accountId: number; held: string; entries: string }>(
    tx,
    sql`select order_id as "orderId", account_id as "accountId",
               -sum(amount_minor) as held, count(*) as entries
          from credit_ledger where order_id in ${inList(orderIds)}
         group by order_id, account_id`,
  );
  for (const r of found) {
    const list = held.get(r.orderId) ?? [];
    list.push({ accountId: r.accountId, held: Number(r.held), entries: Number(r.entries) });
    held.set(r.orderId, list);
  }
  return held;
}
