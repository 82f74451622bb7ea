import { rolesArea } from '#contract/areas/roles';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

export const rolesClient = defineClientArea({
  area: rolesArea,
  pages: [
    { path: '/roles', access: 'roles.list', page: namedPage(pages, (m) => m.RolesList) },
    {
      path: '/roles/add',
      name: 'company-roles-addition',
      access: 'roles.create',
      page: namedPage(pages, (m) => m.RoleAdd),
    },
    {
      path: '/roles/:roleId/edit',
      access: 'roles.update',
      page: namedPage(pages, (m) => m.RoleEdit),
    },
    {
      path: '/roles/:roleId/view',
      access: 'roles.get',
      page: namedPage(pages, (m) => m.RoleView),
    },
  ],
  // The Editor system role (server/db/demo-data.ts).
  examples: { roleId: '2' },
  nav: [
    { id: 'company-roles', label: 'Roles', path: '/roles', icon: 'lock' },
    { id: 'add-role', label: 'New role', path: '/roles/add', group: 'create', icon: 'plus' },
  ],
});
