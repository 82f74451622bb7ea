import { useSession } from '../session/session';
import { CompanyHome } from './dashboards/CompanyDashboardPage';

/** Home: the dashboard of the signed-in user's company, headed by the company's name. */
export default function HomePage() {
  const session = useSession();
  return <CompanyHome companyId={String(session?.selectedCompanyId ?? '')} />;
}
