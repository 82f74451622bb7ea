import { rolesArea } from '#contract/areas/roles';
import { defineServerArea } from '#server/kit/area';
import { rolesRouter } from './routes';

export const rolesServer = defineServerArea({ area: rolesArea, routers: { roles: rolesRouter } });
