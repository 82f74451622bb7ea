import { useLocation, useRouter } from 'wouter';
import { Menu, MenuItem, MenuSeparator } from '../../../ui/shell';
import { sessionActor } from '../../session/session';
import { usePlatformAdmin, useSeveralCompanies } from '../nav/use-nav';

/**
 * The account menu: Account, Switch company (only with several companies), Platform admin (only
 * for platform admins), Restart tour, Log out.
 * The button is named "Account" and "Log out" is a menu item one click away (e2e/support.ts).
 */
export function AccountMenu({ onRestartTour }: { onRestartTour?: () => void }) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  // Inside the nested /admin router, absolute paths need the "~" prefix.
  const go = (path: string) => navigate(base ? `~${path}` : path);
  return (
    <Menu label="Account">
      <MenuItem onSelect={() => go('/account')}>Account</MenuItem>
      {useSeveralCompanies() ? (
        <MenuItem onSelect={() => go('/account/selector')}>Switch company</MenuItem>
      ) : null}
      {usePlatformAdmin() ? (
        <MenuItem onSelect={() => go('/admin/crm')}>Platform admin</MenuItem>
      ) : null}
      {onRestartTour ? <MenuItem onSelect={onRestartTour}>Restart tour</MenuItem> : null}
      <MenuSeparator />
      <MenuItem
        onSelect={() => {
          sessionActor.send({ type: 'LOGOUT' });
          navigate(base ? '~/login' : '/login', { replace: true });
        }}
      >
        Log out
      </MenuItem>
    </Menu>
  );
}
