import { usersArea } from '#contract/areas/users';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

export const usersClient = defineClientArea({
  area: usersArea,
  pages: [
    { path: '/users', access: 'users.list', page: lazyPage(() => import('./UsersListPage')) },
    {
      path: '/users/add',
      name: 'company-users-addition',
      access: 'users.create',
      page: lazyPage(() => import('./UserAddPage')),
    },
    {
      path: '/users/bulkinsert',
      name: 'company-users-bulk-insert',
      access: 'bulkUsers.bulkInsert',
      page: lazyPage(() => import('./bulk/BulkInsertPage')),
    },
    {
      path: '/users/:userId/edit',
      access: 'users.update',
      page: lazyPage(() => import('./UserEditPage')),
    },
    {
      path: '/users/:userId/view',
      name: 'company-users-view',
      access: 'users.get',
      page: lazyPage(() => import('./UserViewPage')),
    },
  ],
  nav: [
    { id: 'company-users', label: 'Users', path: '/users' },
    { id: 'add-user', label: 'New user', path: '/users/add', group: 'create' },
    { id: 'bulk-users', label: 'Import users', path: '/users/bulkinsert', group: 'create' },
  ],
});
