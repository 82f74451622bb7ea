import type { UserBody, UserFields } from '#contract/users';
import { LoadingBlock } from '#ui';
import { tsr } from '../../../api/tsr';
import type { KitFormProps } from '../../../kit/types';
import { userForm } from '../../users/user-form';
import { CRM_KEY } from '../crm-paths';

/**
 * The company-side user form (src/pages/users/user-form.tsx), fed with the company's roles
 * through the CRM's own route (a platform admin need not be a member of the company).
 */
export function CrmUserForm({
  companyId,
  editing,
  accountLocked,
  ...props
}: KitFormProps<UserBody, UserFields> & {
  companyId: string;
  editing: boolean;
  accountLocked: boolean;
}) {
  const roles = tsr.adminCrm.userRoleOptions.useQuery({
    queryKey: [...CRM_KEY, 'roleoptions', companyId],
    queryData: { params: { companyId } },
  });
  const options = roles.data?.body;
  if (!options) return <LoadingBlock />;
  return userForm({ roles: options, editing, accountLocked })(props);
}
