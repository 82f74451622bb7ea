import type { ApplicationChoice } from '#contract/applications';
import { tsr } from '../../api/tsr';
import { useSession } from '../../session/session';

/**
 * The active company's applications by name, for the top bar's switcher and the palette: every
 * member may open any of them (each page checks its own permission), so every member sees them.
 * The key sits under the applications pages' key, so adding or renaming one refreshes it.
 */
export function useCompanyApps(): ApplicationChoice[] {
  const companyId = String(useSession()?.selectedCompanyId ?? '');
  const query = tsr.applications.choices.useQuery({
    queryKey: ['applications', companyId, 'switcher'],
    queryData: { params: { companyId } },
    enabled: companyId !== '',
    staleTime: 60_000,
  });
  return query.data?.status === 200 ? query.data.body : [];
}
