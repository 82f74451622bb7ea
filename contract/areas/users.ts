import { scoped } from '../access';
import { defineArea } from '../area';

const read = scoped.company('company_users_read');
const edit = scoped.company('company_users_edit');

/** The company's users, added one by one or from a spreadsheet (bulk import). */
export const usersArea = defineArea({
  name: 'users',
  noun: { one: 'user', many: 'users' },
  scope: 'company',
  audit: { users: { label: 'Users', history: read } },
  access: {
    users: {
      list: read,
      create: edit,
      roleOptions: read,
      get: read,
      update: edit,
      remove: edit,
      resendInvitation: edit,
      profilePicture: edit,
    },
    bulkUsers: { excelTemplate: edit, excelUpload: edit, bulkInsert: edit },
  },
});
