import { type MembershipLevelCreate, MembershipLevelFields } from '#contract/membership-levels';
import { applications } from '#server/db/schema';
import { membershipLevels } from '#server/membership-levels/schema';
import { columnsOf } from '#server/membership-levels/shape';
import type { TestServer } from './harness';

let serial = 0;

/** A fresh application of the demo company with its tools switched on and no levels. */
export async function addToolsApp(server: TestServer) {
  serial += 1;
  const [app] = await server.database.db
    .insert(applications)
    .values({ companyId: 1, name: `Tools app ${serial}`, features: ['tools'] })
    .returning({ id: applications.id });
  if (!app) throw new Error('application not added');
  return app.id;
}

export const newLevel = (over: Partial<MembershipLevelCreate> = {}): MembershipLevelCreate => ({
  name: 'Platinum',
  price: '199.00',
  currency: 'GBP',
  billingPeriod: 'yearly',
  ...over,
});

let matrix = 0;

/** A level of the application to look at, change or delete, under a name no other level has. */
export async function addMatrixLevel(server: TestServer, applicationId: number) {
  matrix += 1;
  const fields = MembershipLevelFields.parse(newLevel({ name: `Matrix level ${matrix}` }));
  const [row] = await server.database.db
    .insert(membershipLevels)
    .values({ applicationId, ...columnsOf(fields) })
    .returning({ id: membershipLevels.id });
  if (!row) throw new Error('level not added');
  return row.id;
}
