import { Router } from 'wouter';
import { NotificationsHost } from './notify/NotificationsHost';
import { AppErrorBoundary } from './routing/AppErrorBoundary';
import { AppRoutes } from './routing/AppRoutes';

export function App() {
  return (
    <>
      <AppErrorBoundary>
        <Router>
          <AppRoutes />
        </Router>
      </AppErrorBoundary>
      <NotificationsHost />
    </>
  );
}
