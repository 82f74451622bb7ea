import { crud, scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

/** An application's own properties (a tool): what its offers feed publishes. */
export const propertyContentArea = defineArea({
  name: 'property-content',
  noun: { one: 'property', many: 'properties' },
  scope: 'application',
  feature: 'tools',
  audit: {
    propertyContent: { label: 'Property content', history: scoped.company(TOOLS_PERMISSION) },
  },
  access: {
    propertyContent: {
      ...crud(tools, tools),
      uploadImage: tools,
      locations: tools,
    },
  },
});
