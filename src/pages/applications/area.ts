import { applicationsArea } from '#contract/areas/applications';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

export const applicationsClient = defineClientArea({
  area: applicationsArea,
  pages: [
    // Any member opens an application: its pages check their own permissions.
    {
      scope: 'application',
      path: '',
      access: 'applications.open',
      page: lazyPage(() => import('./ApplicationHomePage')),
    },
    {
      path: '/apps',
      access: 'applications.list',
      page: lazyPage(() => import('./ApplicationsListPage')),
    },
    {
      path: '/apps/create',
      name: 'company-applications-addition',
      access: 'applications.create',
      page: lazyPage(() => import('./ApplicationAddPage')),
    },
    {
      path: '/apps/:applicationId',
      name: 'company-applications-editor',
      access: 'applications.update',
      page: lazyPage(() => import('./ApplicationEditPage')),
    },
  ],
  nav: [
    {
      id: 'app-dashboard',
      label: 'Application dashboard',
      path: '',
      scope: 'application',
      icon: 'dashboard',
    },
    { id: 'company-apps', label: 'Applications', path: '/apps', icon: 'layers' },
    {
      id: 'add-app',
      label: 'New application',
      path: '/apps/create',
      group: 'create',
      icon: 'plus',
    },
  ],
});
