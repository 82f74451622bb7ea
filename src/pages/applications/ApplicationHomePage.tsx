import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { LoadingBlock, Muted, Page } from '#ui';
import { api } from '../../api/client';
import { GoTo } from '../../routing/GoTo';
import { NOT_FOUND_PATH } from '../../routing/guards';
import { setActiveApplication } from './active-application';

/**
 * /applications/{applicationId}: opens one of the active company's applications, which becomes
 * the session's active application; any other id is a page not found.
 */
export default function ApplicationHomePage() {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const opened = useQuery({
    queryKey: ['applications', 'open', applicationId],
    // The plain client answers a 404 as data, so no failure notice precedes the redirect.
    queryFn: () => api.applications.open({ params: { applicationId } }),
  });
  const app = opened.data?.status === 200 ? opened.data.body : null;
  useEffect(() => {
    if (app) setActiveApplication(app);
  }, [app]);

  if (opened.isPending) return <LoadingBlock />;
  if (!app) return <GoTo to={NOT_FOUND_PATH} />;
  return (
    <Page title={app.applicationName}>
      <Muted>Application dashboard.</Muted>
    </Page>
  );
}
