import { useLocation, useRouter } from 'wouter';
import { Menu, MenuItem, MenuLabel } from '../../../ui/shell';
import { useActiveApplication } from '../nav/active-app';
import { useCompanyApps } from '../nav/use-company-apps';
import { ActiveAppBadge } from './ActiveAppBadge';

/** The top bar's way into an application's dashboard: a menu of the company's applications. */
export function ApplicationSwitcher() {
  const active = useActiveApplication();
  const apps = useCompanyApps();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  if (apps.length === 0) return <ActiveAppBadge />;
  return (
    <Menu
      // The name holds the visible text, so voice control finds the button by what it shows.
      label={active ? `Application: ${active.applicationName}` : 'Applications'}
      trigger={active?.applicationName ?? 'Applications'}
    >
      <MenuLabel>Open an application</MenuLabel>
      {apps.map((app) => (
        <MenuItem
          key={app.applicationId}
          onSelect={() => navigate(`${base ? '~' : ''}/applications/${app.applicationId}`)}
        >
          {app.applicationName}
        </MenuItem>
      ))}
    </Menu>
  );
}
