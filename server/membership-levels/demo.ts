import { eq } from 'drizzle-orm';
import { MembershipLevelFields } from '#contract/membership-levels';
import type { Tx } from '#server/db/tx';
import { membershipLevels } from './schema';
import { columnsOf } from './shape';

/** The levels the demo's customers already hold (server/ingest/demo-people.ts). */
const DEMO_LEVELS = [
  { name: 'Bronze', price: '0.00', billingPeriod: 'lifetime', benefits: 'Members’ newsletter' },
  {
    name: 'Silver',
    price: '4.99',
    billingPeriod: 'monthly',
    benefits: 'Members’ newsletter\nFree seat selection',
  },
  {
    name: 'Gold',
    price: '99.00',
    billingPeriod: 'yearly',
    benefits: 'Members’ prices on hotels\nFree seat selection\nPriority support line',
  },
].map((l) => MembershipLevelFields.parse({ ...l, currency: 'GBP' }));

/**
 * The demo company's first application gets these levels, with its tools switched on, once:
 * when it has any level, nothing is added, so levels a user deleted stay deleted unless all are.
 */
export async function seedDemoLevels(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: membershipLevels.id })
    .from(membershipLevels)
    .where(eq(membershipLevels.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  await tx
    .insert(membershipLevels)
    .values(DEMO_LEVELS.map((l) => ({ applicationId, ...columnsOf(l) })));
  return true;
}
