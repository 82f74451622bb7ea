import { useParams } from 'wouter';
import { tsr } from '../../api/tsr';
import { linkedKey } from './paths';

/** The linked company a credit page is under, from its address, with its record (for its name). */
export function useCompanyPage() {
  const {
    applicationId = '',
    companyId = '',
    creditId = '',
  } = useParams<{
    applicationId: string;
    companyId: string;
    creditId: string;
  }>();
  const company = tsr.linkedCompanies.get.useQuery({
    queryKey: [...linkedKey(applicationId), 'company', companyId],
    queryData: { params: { applicationId, linkedCompanyId: companyId } },
  });
  return { applicationId, companyId, creditId, name: company.data?.body.name ?? '' };
}
