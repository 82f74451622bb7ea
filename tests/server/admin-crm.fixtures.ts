import type { AppRoute } from '@ts-rest/core';
import { and, eq } from 'drizzle-orm';
import { adminCrmContract } from '#contract/admin-crm';
import { companyInterests, memberships, users } from '#server/db/schema';
import { EMPTY_APPLICATION } from '../../src/pages/applications/empty';
import type { TestServer } from './harness';

export const CRM = '/api/admin/crm';
/** A company admin of the demo company who is not a platform admin. */
export const COMPANY_ADMIN = { email: 'olivia.hart@demo.test', password: 'demo-password-1' };

let serial = 0;
export const unique = () => `${Date.now().toString(36)}${++serial}`;

/** The add-company form as a platform admin fills it in. */
export const newCompany = (over: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    name: `Harbour Trips ${id}`,
    type: 'TourOp',
    countryCode: 'IE',
    contactName: 'Ciara Byrne',
    contactEmail: `ciara.${id}@harbour.test`,
    contactPhone: '+353 1 555 0100',
    requires2FA: false,
    status: 'Active',
    hostAdmin: { firstName: 'Ciara', lastName: 'Byrne', email: `host.${id}@harbour.test` },
    ...over,
  };
};

/** The edit form's fields of a new company: an update has no host admin to send. */
export const companyEdit = (over: Record<string, unknown> = {}) => {
  const { hostAdmin: _, ...fields } = newCompany(over);
  return fields;
};

export const newApplication = (over: Record<string, unknown> = {}) => ({
  ...EMPTY_APPLICATION,
  applicationName: `Harbour site ${unique()}`,
  subscriptionId: 1,
  regionId: 2,
  ...over,
});

/** A registration of interest as the register page stores it. */
export async function addRegistration(server: TestServer, companyName: string) {
  const [row] = await server.database.db
    .insert(companyInterests)
    .values({
      companyName,
      companyType: 'Reseller',
      firstName: 'Dara',
      lastName: 'Quinn',
      email: `dara.${unique()}@resell.test`,
      countryCode: 'GB',
      message: 'We resell 40 sites.',
    })
    .returning();
  if (!row) throw new Error('registration not added');
  return row;
}

export async function membershipOf(server: TestServer, companyId: number, email: string) {
  const [row] = await server.database.db
    .select({ m: memberships, u: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, email)));
  return row;
}

/** Every CRM operation with its path filled in with ids that exist. */
export function crmOperations(ids: {
  companyId: number;
  userId: number;
  applicationId: number;
  registrationId: number;
}) {
  return Object.entries(adminCrmContract).map(([name, route]: [string, AppRoute]) => ({
    name,
    method: route.method,
    path: route.path.replace(/:(\w+)/g, (_, param: keyof typeof ids) => String(ids[param])),
  }));
}
