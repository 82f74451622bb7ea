import { tsr } from '../../api/tsr';
import { CRM_KEY } from './crm-paths';

/** One CRM company: its record page, and the pages adding a user or an application under it. */
export const useCrmCompany = (companyId: string) =>
  tsr.adminCrm.getCompany.useQuery({
    queryKey: [...CRM_KEY, 'company', companyId],
    queryData: { params: { companyId } },
  });
