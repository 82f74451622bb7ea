import { accountContract } from './account';
import { applicationsContract } from './applications';
import { authContract } from './auth';
import { bulkUsersContract } from './bulk-users';
import { c } from './common';
import { companiesContract } from './companies';
import { healthContract } from './health';
import { passwordContract } from './password';
import { registerContract } from './register';
import { rolesContract } from './roles';
import { sessionContract } from './session';
import { socialContract } from './social';
import { twoFactorContract } from './twofactor';
import { usersContract } from './users';

/** The whole API. Each area adds its router here, one file per area. */
export const contract = c.router({
  health: healthContract,
  auth: authContract,
  password: passwordContract,
  register: registerContract,
  account: accountContract,
  session: sessionContract,
  social: socialContract,
  twoFactor: twoFactorContract,
  companies: companiesContract,
  roles: rolesContract,
  bulkUsers: bulkUsersContract,
  applications: applicationsContract,
  users: usersContract,
});
export type Contract = typeof contract;
