import type * as z from 'zod';
import { ApplicationUpdate } from '#contract/applications';
import { SettingsSave } from '#contract/companies';
import { CustomerUpdate } from '#contract/customers';
import { LinkedCompanyUpdate } from '#contract/linked-companies';
import { RoleUpdate } from '#contract/roles';
import { UserUpdate } from '#contract/users';
import { EMPTY_APPLICATION } from '../../src/pages/applications/empty';
import { addMember, addRole } from './access.fixtures';
import { addCustomer, addLinkedCompany, companiesPath, customersPath } from './customers.fixtures';
import type { TestServer } from './harness';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

/**
 * One versioned record kind as its edit page sees it: where it is read and saved, and a
 * visible change of one field. The page sends back what it read, field by field of the form
 * (`body`: the server refuses a field its update does not have).
 */
export type VersionedArea = {
  name: string;
  /** A record to edit: the path it is read from and the one its save goes to. */
  fresh(server: TestServer, admin: Headers): Promise<{ read: string; save: string }>;
  saveMethod: 'PUT' | 'POST';
  body: z.ZodObject;
  field: string;
  value(n: number): string;
};

/** What an edit page sends of a record it read: its form's fields (`body`), and no other. */
export const formOf = (body: z.ZodObject, read: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(body.shape).map((key) => [key, read[key]]));

let serial = 0;

export const AREAS: VersionedArea[] = [
  {
    name: 'role',
    fresh: async (server) => {
      const path = `/api/companies/1/roles/${await addRole(server, 1, `Stale role ${++serial}`)}`;
      return { read: path, save: path };
    },
    saveMethod: 'PUT',
    body: RoleUpdate,
    field: 'roleDescription',
    value: (n) => `Description ${n}`,
  },
  {
    name: 'user',
    fresh: async (server) => {
      const path = `/api/companies/1/users/${(await addMember(server, 1, [])).userId}`;
      return { read: path, save: path };
    },
    saveMethod: 'PUT',
    body: UserUpdate,
    field: 'jobTitle',
    value: (n) => `Job ${n}`,
  },
  {
    name: 'application',
    fresh: async (server, admin) => {
      const body: Json = {
        ...EMPTY_APPLICATION,
        applicationName: `Stale site ${++serial}`,
        subscriptionId: 1,
        regionId: 2,
      };
      const res = await server.fetch('/api/companies/1/applications', {
        method: 'POST',
        headers: admin,
        body,
      });
      const { applicationId } = (await res.json()) as { applicationId: number };
      return {
        read: `/api/applications/${applicationId}`,
        save: `/api/companies/1/applications/${applicationId}`,
      };
    },
    saveMethod: 'PUT',
    body: ApplicationUpdate,
    field: 'city',
    value: (n) => `City ${n}`,
  },
  {
    name: 'company settings',
    fresh: async () => ({ read: '/api/companies/1/settings', save: '/api/companies/1/settings' }),
    saveMethod: 'POST',
    body: SettingsSave,
    field: 'city',
    value: (n) => `Town ${n}`,
  },
  {
    name: 'customer',
    fresh: async (server, admin) => {
      const { customerId, key } = await addCustomer(server, admin);
      const path = `${customersPath()}/${customerId}/${key}`;
      return { read: path, save: path };
    },
    saveMethod: 'PUT',
    body: CustomerUpdate,
    field: 'city',
    value: (n) => `City ${n}`,
  },
  {
    name: 'linked company',
    fresh: async (server, admin) => {
      const path = `${companiesPath()}/${await addLinkedCompany(server, admin)}`;
      return { read: path, save: path };
    },
    saveMethod: 'PUT',
    body: LinkedCompanyUpdate,
    field: 'city',
    value: (n) => `City ${n}`,
  },
];
