import { EMPTY_APPLICATION } from '../../src/pages/applications/empty';
import { addMember, addRole } from './access.fixtures';
import { addCustomer, addLinkedCompany, companiesPath, customersPath } from './customers.fixtures';
import type { TestServer } from './harness';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

/**
 * One versioned record kind as its edit page sees it: where it is read and saved, and a
 * visible change of one field. The page sends back what it read (the server ignores the
 * fields a form does not have), so the read itself is the form.
 */
export type VersionedArea = {
  name: string;
  /** A record to edit: the path it is read from and the one its save goes to. */
  fresh(server: TestServer, admin: Headers): Promise<{ read: string; save: string }>;
  saveMethod: 'PUT' | 'POST';
  field: string;
  value(n: number): string;
};

let serial = 0;

export const AREAS: VersionedArea[] = [
  {
    name: 'role',
    fresh: async (server) => {
      const path = `/api/companies/1/roles/${await addRole(server, 1, `Stale role ${++serial}`)}`;
      return { read: path, save: path };
    },
    saveMethod: 'PUT',
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
    field: 'city',
    value: (n) => `City ${n}`,
  },
  {
    name: 'company settings',
    fresh: async () => ({ read: '/api/companies/1/settings', save: '/api/companies/1/settings' }),
    saveMethod: 'POST',
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
    field: 'city',
    value: (n) => `City ${n}`,
  },
];
