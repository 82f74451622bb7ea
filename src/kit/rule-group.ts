import type { KitFieldGroup } from './fields';
import { numberField } from './number-fields';

/** The first group of a rule the booking sites apply by priority (pricing, deposits). */
export const ruleGroup = {
  title: 'Rule',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', hint: 'Internal: booking sites never show it' },
    numberField('priority', 'Priority'),
    { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
  ],
} as const satisfies KitFieldGroup<'name' | 'priority' | 'enabled'>;
