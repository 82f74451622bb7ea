import { companiesArea } from '#contract/areas/companies';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

export const companiesClient = defineClientArea({
  area: companiesArea,
  pages: [
    {
      path: '/settings',
      access: 'companies.settings',
      page: lazyPage(() => import('./CompanySettingsPage')),
    },
  ],
  nav: [{ id: 'company-settings', label: 'Settings', path: '/settings', icon: 'gear' }],
});
