import { GiftVoucherCreate } from '#contract/gift-vouchers';
import { applications } from '#server/db/schema';
import { newCode } from '#server/gift-vouchers/issue';
import { appendGiftEntry } from '#server/gift-vouchers/ledger';
import { giftVoucherDefinitions, giftVouchers } from '#server/gift-vouchers/schema';
import { columnsOf } from '#server/gift-vouchers/shape';
import type { TestServer } from './harness';

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** A fresh application of the demo company with its tools switched on and no gift voucher. */
export async function addToolsApp(server: TestServer) {
  serial += 1;
  const [app] = await server.database.db
    .insert(applications)
    .values({ companyId: 1, name: `Tools app ${serial}`, features: ['tools', 'orders'] })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}

/** A gift voucher of 25.00, 50.00 and 100.00 GBP, valid a year, unless told otherwise. */
export const newVoucher = (over: Partial<GiftVoucherCreate> = {}): GiftVoucherCreate => ({
  name: `Gift card ${next()}`,
  currency: 'GBP',
  values: ['25.00', '50.00', '100.00'],
  validityMonths: 12,
  ...over,
});

/** A gift voucher of the application to look at or change, written straight to its table. */
export async function addMatrixVoucher(server: TestServer, applicationId: number) {
  const fields = GiftVoucherCreate.parse(newVoucher({ name: `Matrix voucher ${next()}` }));
  const [made] = await server.database.db
    .insert(giftVoucherDefinitions)
    .values({ applicationId, ...columnsOf(fields) })
    .returning({ id: giftVoucherDefinitions.id });
  if (!made) throw new Error('gift voucher not added');
  return made.id;
}

/** A voucher of 25.00 issued from the definition, its ledger opened, written straight. */
export async function addMatrixIssued(
  server: TestServer,
  applicationId: number,
  definitionId: number,
) {
  const { db } = server.database;
  const [made] = await db
    .insert(giftVouchers)
    .values({
      applicationId,
      definitionId,
      code: newCode(),
      currency: 'GBP',
      valueMinor: 2500,
      balanceMinor: 0,
      expiresOn: '2099-12-31',
      buyerName: 'Matrix Buyer',
      buyerEmail: 'matrix@example.com',
    })
    .returning({ id: giftVouchers.id });
  if (!made) throw new Error('voucher not issued');
  await appendGiftEntry(db, {
    voucherId: made.id,
    kind: 'issue',
    amountMinor: 2500,
    reference: 'issue',
  });
  return made.id;
}
