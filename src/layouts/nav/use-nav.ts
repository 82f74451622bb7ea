import { useActiveUser } from '../../api/active-user';
import { tsr } from '../../api/tsr';
import { useSession } from '../../session/session';
import { useActiveApplication } from './active-app';
import {
  type NavContext,
  type NavGroup,
  type NavLink,
  navGroups,
  sectionOf,
  visibleNav,
} from './visible-nav';

/** Whether the account belongs to several companies (shares the company selector's query). */
export function useSeveralCompanies(): boolean {
  const companies = tsr.session.companies.useQuery({ queryKey: ['auth', 'companies'] });
  return (companies.data?.body.length ?? 0) > 1;
}

/** Whether the signed-in user is a platform admin (false until the server has said so). */
export function usePlatformAdmin(): boolean {
  const activeUser = useActiveUser();
  return activeUser.data?.status === 200 && activeUser.data.body.isPlatformAdmin;
}

function useNavContext(): NavContext {
  const session = useSession();
  return {
    permissions: session?.permissions ?? [],
    companyId: session?.selectedCompanyId ?? null,
    application: useActiveApplication(),
    severalCompanies: useSeveralCompanies(),
    platformAdmin: usePlatformAdmin(),
  };
}

export const useNavGroups = (): NavGroup[] => navGroups(useNavContext());
export const useNavLinks = (): NavLink[] => visibleNav(useNavContext());

/**
 * The navigation section a page is listed under, as the first crumb of its trail ("Company" ›
 * Users › Ann Smith), or none for a page the navigation does not list.
 */
export function useSectionCrumb(path: string | undefined): { label: string }[] {
  const section = sectionOf(useNavGroups(), path ?? '');
  return section ? [{ label: section }] : [];
}
