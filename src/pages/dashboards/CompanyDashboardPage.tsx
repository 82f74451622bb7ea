import { useParams } from 'wouter';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, Page } from '#ui';
import { useActiveUser } from '../../api/active-user';
import { useSession } from '../../session/session';
import { ScopeDashboard } from './ScopeDashboard';

/**
 * The company dashboard: its heading is the company's name (home at `/` shows the same page for
 * the session's company; the route guard already limits :companyId to the user's own company).
 */
export function CompanyHome({ companyId }: { companyId: string }) {
  const session = useSession();
  const activeUser = useActiveUser();
  const user = activeUser.data?.body;
  const title = user?.companyName ?? session?.selectedCompanyName ?? 'Home';
  return (
    <Page
      title={title}
      subtitle={user ? `Signed in as ${user.displayName} (${user.email})` : undefined}
    >
      {activeUser.isError ? (
        <Alert tone="danger">{errorTextsFrom(activeUser.error).join(' ')}</Alert>
      ) : null}
      {companyId ? <ScopeDashboard scope={{ kind: 'company', id: companyId }} /> : null}
    </Page>
  );
}

export default function CompanyDashboardPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  return <CompanyHome companyId={companyId} />;
}
