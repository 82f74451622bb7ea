import { crud, scoped } from '../access';
import { defineArea } from '../area';

const read = scoped.company('company_roles_read');
const edit = scoped.company('company_roles_edit');

export const rolesArea = defineArea({
  name: 'roles',
  noun: { one: 'role', many: 'roles' },
  scope: 'company',
  audit: { roles: { label: 'Roles', history: read } },
  access: {
    roles: { ...crud(read, edit), userCount: read },
  },
});
