import { scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

/** Overrides of a supplier property's name, images and stars (a tool). */
export const accommodationOverridesArea = defineArea({
  name: 'accommodation-overrides',
  noun: { one: 'accommodation override', many: 'accommodation overrides' },
  scope: 'application',
  feature: 'tools',
  audit: {
    accommodationOverrides: {
      label: 'Accommodation overrides',
      history: scoped.company(TOOLS_PERMISSION),
    },
  },
  access: {
    accommodationOverrides: {
      list: tools,
      suppliers: tools,
      create: tools,
      uploadImage: tools,
      get: tools,
      update: tools,
      remove: tools,
    },
  },
});
