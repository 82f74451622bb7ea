import type { ReactNode } from 'react';
import { usePermission } from '../components/permissions';
import { useSession } from '../session/session';
import { NavItem } from './NavItem';
import { ShellFrame } from './ShellFrame';

/** Main layout (login needed). The shell issue groups and extends this navigation. */
export function MainLayout({ children }: { children: ReactNode }) {
  const companyId = useSession()?.selectedCompanyId;
  const settings = usePermission('company_settings_read');
  const roles = usePermission('company_roles_read');
  const apps = usePermission('company_apps_read');
  const users = usePermission('company_users_read');
  const company = companyId === null || companyId === undefined ? null : `/companies/${companyId}`;
  return (
    <ShellFrame
      navLabel="Main"
      nav={
        <>
          <NavItem href="/">Home</NavItem>
          {company && settings ? <NavItem href={`${company}/settings`}>Settings</NavItem> : null}
          {company && roles ? <NavItem href={`${company}/roles`}>Roles</NavItem> : null}
          {company && apps ? <NavItem href={`${company}/apps`}>Applications</NavItem> : null}
          {company && users ? <NavItem href={`${company}/users`}>Users</NavItem> : null}
          <NavItem href="/account">Account</NavItem>
          <NavItem href="/account/selector">Switch company</NavItem>
        </>
      }
    >
      {children}
    </ShellFrame>
  );
}
