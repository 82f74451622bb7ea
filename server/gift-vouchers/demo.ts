import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/tx';
import { addMonths, newCode } from './issue';
import { appendGiftEntry } from './ledger';
import { giftVoucherDefinitions as d, giftVouchers as v } from './schema';
import { todayUtc } from './shape';

/** Gift vouchers a newcomer recognises, each with vouchers sold, one of them part spent. */
const DEMO = [
  {
    name: 'Gift card',
    valuesMinor: [2500, 5000, 10000],
    validityMonths: 12,
    sold: [
      { valueMinor: 5000, buyerName: 'Olivia Harris', spentMinor: 1250, order: 'TG120193' },
      { valueMinor: 10000, buyerName: 'Noah Patel', spentMinor: 0, order: '' },
    ],
  },
  {
    name: 'Honeymoon fund',
    valuesMinor: [25000, 50000],
    validityMonths: 24,
    sold: [{ valueMinor: 25000, buyerName: 'Amelia Clarke', spentMinor: 0, order: '' }],
  },
];

/**
 * The demo company's first application gets these once, with its tools switched on: an
 * application that already has a gift voucher is left as it is.
 */
export async function seedDemoGiftVouchers(tx: Tx, applicationId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: d.id })
    .from(d)
    .where(eq(d.applicationId, applicationId))
    .limit(1);
  if (held) return false;
  const today = todayUtc();
  for (const demo of DEMO) {
    const [made] = await tx
      .insert(d)
      .values({
        applicationId,
        name: demo.name,
        currency: 'GBP',
        valuesMinor: demo.valuesMinor,
        validityMonths: demo.validityMonths,
      })
      .returning({ id: d.id });
    if (!made) continue;
    for (const sale of demo.sold) {
      const [voucher] = await tx
        .insert(v)
        .values({
          applicationId,
          definitionId: made.id,
          code: newCode(),
          currency: 'GBP',
          valueMinor: sale.valueMinor,
          balanceMinor: 0,
          expiresOn: addMonths(today, demo.validityMonths),
          buyerName: sale.buyerName,
          buyerEmail: `${sale.buyerName.split(' ')[0]?.toLowerCase()}@example.com`,
        })
        .returning({ id: v.id });
      if (!voucher) continue;
      const voucherId = voucher.id;
      await appendGiftEntry(tx, {
        voucherId,
        kind: 'issue',
        amountMinor: sale.valueMinor,
        reference: 'issue',
      });
      if (sale.spentMinor > 0) {
        await appendGiftEntry(tx, {
          voucherId,
          kind: 'redeem',
          amountMinor: -sale.spentMinor,
          reference: `redeem:${sale.order}`,
          orderReference: sale.order,
        });
      }
    }
  }
  return true;
}
