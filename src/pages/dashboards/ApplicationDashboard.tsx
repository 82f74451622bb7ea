import { useParams } from 'wouter';
import { ScopeDashboard } from './ScopeDashboard';

/** The dashboards of the application named by the route, for the application's home page. */
export function ApplicationDashboard() {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  return applicationId ? (
    <ScopeDashboard scope={{ kind: 'application', id: applicationId }} />
  ) : null;
}
