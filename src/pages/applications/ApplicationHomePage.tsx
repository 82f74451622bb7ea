import { Page } from '#ui';
import { useActiveApplication } from '../../session/active-application';
import { ApplicationDashboard } from '../dashboards/ApplicationDashboard';

/**
 * /applications/{applicationId}: the application dashboard. The route gate (src/routing/
 * ApplicationGate.tsx) has already checked the id and made it the active application.
 */
export default function ApplicationHomePage() {
  const app = useActiveApplication();
  return (
    <Page title={app?.applicationName ?? ''}>
      <ApplicationDashboard />
    </Page>
  );
}
