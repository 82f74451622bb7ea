import type { AppFeature } from '#contract/application-form';

/** The demo company every embedded installation starts with (DEMO_DATA on). */
export const DEMO_COMPANY = { id: 1, name: 'Demo Travel', type: 'Demo' } as const;
/** Without demo data the first admin still needs a company to sign in to. */
export const HOME_COMPANY = { id: 1, name: 'Waypoint', type: 'Other' } as const;

export const SYSTEM_ROLES = [
  { id: 1, name: 'Admin', description: 'Every permission' },
  { id: 2, name: 'Editor', description: 'Read-only access to every area' },
] as const;
export const ADMIN_ROLE_ID = 1;
export const EDITOR_ROLE_ID = 2;

/** Every demo application gets demo orders and customers, so each shows both areas. */
const DEMO_FEATURES: AppFeature[] = ['orders', 'customers'];

export const DEMO_APPLICATIONS = [
  { id: 1, name: 'Sunny Breaks', isActive: true, isDemo: false, regionId: 1, subscriptionId: 2 },
  { id: 2, name: 'City Hopper', isActive: true, isDemo: false, regionId: 2, subscriptionId: 1 },
  { id: 3, name: 'Alpine Trails', isActive: true, isDemo: true, regionId: 1, subscriptionId: 3 },
].map((app) => ({ ...app, features: DEMO_FEATURES }));

/**
 * A custom role held by demo users, so deleting a role with a replacement can be tried out.
 * Created only together with a demo user who holds it: once deleted, it stays deleted.
 */
export const DEMO_CUSTOM_ROLES = [
  {
    name: 'Reservations',
    description: 'Handles bookings and changes',
    permissions: ['apps_orders_read', 'apps_customers_read'],
  },
] as const;

type DemoRoleName =
  | (typeof SYSTEM_ROLES)[number]['name']
  | (typeof DEMO_CUSTOM_ROLES)[number]['name'];

type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  role: DemoRoleName;
  isActive: boolean;
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'editor@demo.test',
    firstName: 'Erin',
    lastName: 'Walsh',
    role: 'Editor',
    isActive: true,
  },
  {
    email: 'olivia.hart@demo.test',
    firstName: 'Olivia',
    lastName: 'Hart',
    role: 'Admin',
    isActive: true,
  },
  // Whose password the browser tests reset; nobody else signs in as Pat.
  {
    email: 'pat.price@demo.test',
    firstName: 'Pat',
    lastName: 'Price',
    role: 'Editor',
    isActive: true,
  },
  // A former employee: the membership is inactive, so this account cannot sign in.
  {
    email: 'sam.cole@demo.test',
    firstName: 'Sam',
    lastName: 'Cole',
    role: 'Editor',
    isActive: false,
  },
  {
    email: 'noah.reed@demo.test',
    firstName: 'Noah',
    lastName: 'Reed',
    role: 'Reservations',
    isActive: true,
  },
  {
    email: 'mia.lopez@demo.test',
    firstName: 'Mia',
    lastName: 'Lopez',
    role: 'Reservations',
    isActive: true,
  },
];
