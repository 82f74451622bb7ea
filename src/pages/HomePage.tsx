import { errorTextsFrom } from '#machines/error-text';
import { Alert, Card, List, LoadingBlock, Muted, Page } from '#ui';
import { useActiveUser } from '../api/active-user';
import { useSession } from '../session/session';

/** Home: the signed-in user's company, who they are, and the company's applications. */
export default function HomePage() {
  const session = useSession();
  const activeUser = useActiveUser();
  const user = activeUser.data?.body;
  // The session already knows the company; the rest waits for GET /api/auth/activeUser.
  const title = user?.companyName ?? session?.selectedCompanyName ?? 'Home';

  if (activeUser.isError) {
    return (
      <Page title={title}>
        <Alert tone="danger">{errorTextsFrom(activeUser.error).join(' ')}</Alert>
      </Page>
    );
  }
  if (!user) {
    return (
      <Page title={title}>
        <LoadingBlock />
      </Page>
    );
  }
  return (
    <Page title={title} subtitle={`Signed in as ${user.displayName} (${user.email})`}>
      <Card title="Applications">
        {user.applications.length === 0 ? (
          <Muted>The company has no applications yet.</Muted>
        ) : (
          <List items={user.applications} getKey={(app) => app.id} render={(app) => app.name} />
        )}
      </Card>
    </Page>
  );
}
