import { usersArea } from '#contract/areas/users';
import { bulkUsersRouter } from '#server/bulk-users/routes';
import { defineServerArea } from '#server/kit/area';
import { usersRouter } from './routes';

export const usersServer = defineServerArea({
  area: usersArea,
  routers: { users: usersRouter, bulkUsers: bulkUsersRouter },
});
