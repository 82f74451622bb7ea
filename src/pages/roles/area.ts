import { rolesArea } from '#contract/areas/roles';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

export const rolesClient = defineClientArea({
  area: rolesArea,
  pages: [
    { path: '/roles', access: 'roles.list', page: lazyPage(() => import('./RolesListPage')) },
    {
      path: '/roles/add',
      name: 'company-roles-addition',
      access: 'roles.create',
      page: lazyPage(() => import('./RoleAddPage')),
    },
    {
      path: '/roles/:roleId/edit',
      access: 'roles.update',
      page: lazyPage(() => import('./RoleEditPage')),
    },
    {
      path: '/roles/:roleId/view',
      access: 'roles.get',
      page: lazyPage(() => import('./RoleViewPage')),
    },
  ],
  nav: [
    { id: 'company-roles', label: 'Roles', path: '/roles' },
    { id: 'add-role', label: 'New role', path: '/roles/add', group: 'create' },
  ],
});
