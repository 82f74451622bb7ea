import { TOOLS_ACCESS, toolsArea } from '#contract/areas/tools';
import { defineClientArea } from '../../kit/area';
import { lazyPage } from '../../routing/lazy-source';

export const toolsClient = defineClientArea({
  area: toolsArea,
  pages: [
    {
      path: '/tools',
      access: { shared: TOOLS_ACCESS },
      page: lazyPage(() => import('./ToolsIndexPage')),
    },
  ],
  nav: [
    {
      id: 'app-tools',
      label: 'All tools',
      path: '/tools',
      group: 'tools',
      icon: 'tools',
    },
  ],
});
