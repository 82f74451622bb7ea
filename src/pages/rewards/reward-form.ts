import { REWARD_KINDS, REWARD_TARGETS, type Reward, type RewardCreate } from '#contract/rewards';
import type { KitFieldGroup } from '../../kit/fields';
import { imageField } from './ImageField';

const KIND_LABELS = { percent: 'Percent of the booking', fixed: 'Fixed amount' };

export const rewardGroups = [
  {
    title: 'Reward',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'As customers see it' },
      imageField('imageUrl'),
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'terms', label: 'Terms', kind: 'textarea' },
      {
        name: 'target',
        label: 'Target',
        kind: 'select',
        options: REWARD_TARGETS.map((value) => ({ value, label: value })),
      },
    ],
  },
  {
    title: 'Value',
    note: 'In the booking’s currency; a percentage rounds half up to two decimals.',
    fields: [
      {
        name: 'valueKind',
        label: 'Value Type',
        kind: 'select',
        options: REWARD_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      },
      {
        name: 'value',
        label: 'Value',
        kind: 'text',
        hint: '5 for 5 %, or an amount such as 50.00',
      },
      { name: 'maximum', label: 'Maximum', kind: 'text', hint: 'Optional cap, e.g. 250.00' },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_REWARD: RewardCreate = {
  name: '',
  description: '',
  terms: '',
  imageUrl: '',
  valueKind: 'percent',
  value: '5',
  maximum: '',
  target: 'Early booking',
};

export const toRewardForm = (r: Reward): RewardCreate => ({
  name: r.name,
  description: r.description,
  terms: r.terms,
  imageUrl: r.imageUrl,
  valueKind: r.valueKind,
  value: r.value,
  maximum: r.maximum,
  target: r.target,
});
