import { CompanyMark } from '../../../ui/shell';
import { useActiveUser } from '../../api/active-user';
import { useSession } from '../../session/session';

/** The company's logo and name; the session knows the name before the active user loads. */
export function CompanyBrand() {
  const session = useSession();
  const user = useActiveUser().data?.body;
  return (
    <CompanyMark
      logoUrl={user?.companyLogo}
      name={user?.companyName ?? session?.selectedCompanyName ?? ''}
    />
  );
}
