import { usersArea } from '#contract/areas/users';
import { defineClientArea, namedPage } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

const pages = () => import('./pages');

export const usersClient = defineClientArea({
  area: usersArea,
  pages: [
    { path: '/users', access: 'users.list', page: lazyPage(() => import('./UsersListPage')) },
    {
      path: '/users/add',
      name: 'company-users-addition',
      access: 'users.create',
      page: namedPage(pages, (m) => m.UserAdd),
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
      page: namedPage(pages, (m) => m.UserEdit),
    },
    {
      path: '/users/:userId/view',
      name: 'company-users-view',
      access: 'users.get',
      page: namedPage(pages, (m) => m.UserView),
    },
  ],
  // The first admin, the first user an empty database gets (server/db/seed.ts).
  examples: { userId: '1' },
  nav: [
    { id: 'company-users', label: 'Users', path: '/users', icon: 'person' },
    { id: 'add-user', label: 'New user', path: '/users/add', group: 'create', icon: 'plus' },
    {
      id: 'bulk-users',
      label: 'Import users',
      path: '/users/bulkinsert',
      group: 'create',
      icon: 'table',
    },
  ],
});
