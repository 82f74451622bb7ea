import { tsr } from '../../api/tsr';
import { useSession } from '../../session/session';
import { useActiveApplication } from './active-app';
import { type NavGroup, type NavLink, navGroups, visibleNav } from './visible-nav';

/** Whether the account belongs to several companies (shares the company selector's query). */
export function useSeveralCompanies(): boolean {
  const companies = tsr.session.companies.useQuery({ queryKey: ['auth', 'companies'] });
  return (companies.data?.body.length ?? 0) > 1;
}

function useNavContext() {
  const session = useSession();
  const application = useActiveApplication();
  const severalCompanies = useSeveralCompanies();
  return {
    permissions: session?.permissions ?? [],
    companyId: session?.selectedCompanyId ?? null,
    application,
    severalCompanies,
  };
}

export const useNavGroups = (): NavGroup[] => navGroups(useNavContext());
export const useNavLinks = (): NavLink[] => visibleNav(useNavContext());
