import type { ApplicationBody } from '#contract/applications';
import { LoadingBlock } from '#ui';
import { tsr } from '../../../api/tsr';
import type { KitFormProps } from '../../../kit/types';
import { applicationForm } from '../../applications/application-form';
import { CRM_KEY } from '../crm-paths';

/**
 * The company-side application form (src/pages/applications/application-form.tsx) with its
 * lookups through the CRM's route. The logo is left as it is: its upload is a company-side
 * operation, made by the company's own members.
 */
export function CrmApplicationForm({
  companyId,
  editing,
  ...props
}: KitFormProps<ApplicationBody, ApplicationBody> & { companyId: string; editing: boolean }) {
  const lookups = tsr.adminCrm.appLookups.useQuery({
    queryKey: [...CRM_KEY, 'applookups', companyId],
    queryData: { params: { companyId } },
  });
  const options = lookups.data?.body;
  if (!options) return <LoadingBlock />;
  return applicationForm({ lookups: options, editing, logo: () => null })(props);
}
