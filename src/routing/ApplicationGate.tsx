import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'wouter';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, LoadingBlock } from '#ui';
import { api } from '../api/client';
import { appsKey } from '../pages/applications/paths';
import { openApplication, useActiveApplication } from '../session/active-application';
import { useSession } from '../session/session';
import { GoTo } from './GoTo';
import { NOT_FOUND_PATH } from './guards';

/**
 * Wraps every route under /applications/{applicationId}: the server must confirm the id is an
 * application of the active company (any other id, or one that is not a number, is a page not
 * found), and it becomes the session's active application. The page renders only once the
 * session holds that application, so it never shows the one opened before; when it already
 * does (moving between an application's pages, or after a reload) it renders at once while
 * the server's answer refreshes its name and features.
 */
export function ApplicationGate({
  children,
  feature,
}: {
  children: ReactNode;
  /** The feature the page's area needs: without it the application has no such page. */
  feature?: string | undefined;
}) {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const companyId = useSession()?.selectedCompanyId ?? null;
  const active = useActiveApplication();
  const opened = useQuery({
    // Per company, so after a switch the same id is asked about again; under the company's
    // applications key, so saving one in the editor refreshes its features here too.
    queryKey: [...appsKey(String(companyId)), 'open', applicationId],
    // The plain client answers refusals as data, so no failure notice precedes the redirect.
    queryFn: () => api.applications.open({ params: { applicationId } }),
  });
  const found = opened.data?.status === 200 ? opened.data.body : null;
  useEffect(() => {
    if (found) openApplication(found);
  }, [found]);

  const status = opened.data?.status;
  // 400: the id is not a number; 404: no such application in the active company.
  if (status === 404 || status === 400) return <GoTo to={NOT_FOUND_PATH} />;
  if (active !== null && String(active.applicationId) === applicationId) {
    // Features gate by name (spec section 6), as the server's gate does: a 404 there too.
    return feature && !active.features.includes(feature) ? <GoTo to={NOT_FOUND_PATH} /> : children;
  }
  if (opened.isError || (status !== undefined && status !== 200)) {
    return <Alert tone="danger">{errorTextsFrom(opened.error ?? opened.data).join(' ')}</Alert>;
  }
  return <LoadingBlock />;
}
