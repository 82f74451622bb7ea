import { Link } from 'wouter';
import { ScreenReaderOnly, topBarClasses } from '../../../ui/shell';
import { useActiveApplication } from '../nav/active-app';

/** The application open in this tab, linking back to its dashboard. */
export function ActiveAppBadge() {
  const app = useActiveApplication();
  if (!app) return null;
  return (
    <Link href={`~/applications/${app.applicationId}`} className={topBarClasses.badge}>
      <ScreenReaderOnly>Active application: </ScreenReaderOnly>
      {app.applicationName}
    </Link>
  );
}
