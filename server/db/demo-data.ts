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

export const DEMO_APPLICATIONS = [
  { id: 1, name: 'Sunny Breaks', isActive: true, isDemo: false },
  { id: 2, name: 'City Hopper', isActive: true, isDemo: false },
  { id: 3, name: 'Alpine Trails', isActive: true, isDemo: true },
] as const;

export const DEMO_USERS = [
  { email: 'editor@demo.test', firstName: 'Erin', lastName: 'Walsh', roleId: 2, isActive: true },
  {
    email: 'olivia.hart@demo.test',
    firstName: 'Olivia',
    lastName: 'Hart',
    roleId: 1,
    isActive: true,
  },
  // A former employee: the membership is inactive, so this account cannot sign in.
  { email: 'sam.cole@demo.test', firstName: 'Sam', lastName: 'Cole', roleId: 2, isActive: false },
] as const;
