import { Router } from 'wouter';
import { NotificationsHost } from './notify/NotificationsHost';
import { AppErrorBoundary } from './routing/AppErrorBoundary';
import { AppRoutes } from './routing/AppRoutes';
import { LeaveDialog } from './routing/LeaveDialog';
import { aroundNavigation } from './routing/leave-guard';

export function App() {
  return (
    <>
      <AppErrorBoundary>
        <Router aroundNav={aroundNavigation}>
          <AppRoutes />
        </Router>
      </AppErrorBoundary>
      <NotificationsHost />
      <LeaveDialog />
    </>
  );
}
