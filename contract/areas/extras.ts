import { crud, scoped } from '../access';
import { defineArea } from '../area';
import { TOOLS_PERMISSION, TOOLS_ACCESS as tools } from './tools';

const ops = crud(tools, tools);

/** An application's extras (a tool): add-ons sold with a booking, in groups. */
export const extrasArea = defineArea({
  name: 'extras',
  noun: { one: 'extra', many: 'extras' },
  scope: 'application',
  feature: 'tools',
  audit: {
    extraGroups: { label: 'Extra groups', history: scoped.company(TOOLS_PERMISSION) },
    extras: { label: 'Extras', history: scoped.company(TOOLS_PERMISSION) },
  },
  access: { extraGroups: ops, extras: ops },
});
