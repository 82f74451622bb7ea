import { useActiveUser } from '../../api/active-user';
import { tsr } from '../../api/tsr';
import { useSession } from '../../session/session';
import { useActiveApplication } from './active-app';
import { type NavContext, type NavGroup, type NavLink, navGroups, visibleNav } from './visible-nav';

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
