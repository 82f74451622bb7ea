import { errorTextsFrom } from '#machines/error-text';
import { Alert, Card, List, LoadingBlock, Muted, Page } from '../../ui/index';
import { useActiveUser } from '../api/active-user';

/** Home: the signed-in user's company, who they are, and the company's applications. */
export default function HomePage() {
  const activeUser = useActiveUser();
  if (activeUser.isPending) return <LoadingBlock />;
  if (activeUser.isError) {
    return (
      <Page title="Home">
        <Alert tone="danger">{errorTextsFrom(activeUser.error).join(' ')}</Alert>
      </Page>
    );
  }
  const user = activeUser.data.body;
  return (
    <Page title={user.companyName} subtitle={`Signed in as ${user.displayName} (${user.email})`}>
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
