import {
  DEPOSIT_TYPE_LABELS,
  type DepositOption,
  type DepositOptionCreate,
  MAX_INSTALMENTS,
} from '#contract/deposit-options';
import { AMOUNT_KINDS, DEPOSIT_TYPES } from '#contract/deposit-schedule';
import type { KitFieldGroup } from '../../kit/fields';
import { descriptionField } from './DescriptionField';

const AMOUNT_LABELS = { percent: 'Percent of the total', fixed: 'Fixed amount' };

export const optionGroups = [
  {
    title: 'Option',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', hint: 'What the customer chooses at checkout' },
      descriptionField('description', 'Description'),
    ],
  },
  {
    title: 'Payment',
    note: 'The rest of the total is due by the rule’s balance due date.',
    fields: [
      {
        name: 'type',
        label: 'Type',
        kind: 'select',
        options: DEPOSIT_TYPES.map((value) => ({ value, label: DEPOSIT_TYPE_LABELS[value] })),
      },
      {
        name: 'amountKind',
        label: 'Amount Type',
        kind: 'select',
        options: AMOUNT_KINDS.map((value) => ({ value, label: AMOUNT_LABELS[value] })),
      },
      {
        name: 'amount',
        label: 'Amount Paid Today',
        kind: 'text',
        hint: '20 for 20 %, or an amount in the basket’s currency such as 250.00',
      },
      {
        name: 'instalments',
        label: 'Number of Instalments',
        kind: 'number',
        min: 1,
        max: MAX_INSTALMENTS,
        hint: 'Payments after today’s: 1 for a standard deposit',
      },
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_OPTION: DepositOptionCreate = {
  name: '',
  description: 'Pay {AMOUNT} today and the rest in {INSTALLMENTS} payment.',
  type: 'deposit',
  amountKind: 'percent',
  amount: '20',
  instalments: 1,
};

/** The form's values of a loaded option (its version travels apart, with the save). */
export const toOptionForm = (o: DepositOption): DepositOptionCreate => ({
  name: o.name,
  description: o.description,
  type: o.type,
  amountKind: o.amountKind,
  amount: o.amount,
  instalments: o.instalments,
});
