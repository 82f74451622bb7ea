import { MAX_PAGE_SIZE } from '#contract/paging';
import { tsr } from '../../api/tsr';
import { hasPermission } from '../../routing/guards';
import { pageRule } from '../../routing/page-access';
import { useSession } from '../../session/session';
import type { AppChoice } from './app-links';

/** The switcher lists what the applications page lists, under the same rule. */
const LIST = pageRule('applications.list');

/**
 * The active company's applications by name, for the top bar's switcher and the palette.
 * Empty for a role that may not list applications: it still reaches one by its link.
 * The key sits under the applications pages' key, so adding or renaming one refreshes it.
 */
export function useCompanyApps(): AppChoice[] {
  const session = useSession();
  const companyId = String(session?.selectedCompanyId ?? '');
  const allowed = hasPermission(LIST.permission, session?.permissions ?? []);
  const query = tsr.applications.list.useQuery({
    queryKey: ['applications', companyId, 'switcher'],
    queryData: { params: { companyId }, query: { pageSize: MAX_PAGE_SIZE, sort: 'name' } },
    enabled: allowed && companyId !== '',
    staleTime: 60_000,
  });
  return query.data?.status === 200 ? query.data.body.items : [];
}
