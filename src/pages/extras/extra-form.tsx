import { useMemo } from 'react';
import { useSearch } from 'wouter';
import {
  type Extra,
  type ExtraCreate,
  ExtraFields,
  PRICE_BASES,
  PRICE_BASIS_LABELS,
} from '#contract/extras';
import { PRODUCT_TYPES } from '#contract/supplier-records';
import type { KitFieldGroup } from '../../kit/fields';
import { KitForm } from '../../kit/KitForm';
import type { KitFormProps } from '../../kit/types';
import { choicesField } from '../pricing-rules/inputs';
import { groupChoices } from './group-choices';

export type ExtraFormOut = ReturnType<typeof ExtraFields.parse>;
type Name = keyof ExtraCreate & string;

const groups = (applicationId: string): KitFieldGroup<Name>[] => [
  {
    title: 'Extra',
    fields: [
      { name: 'groupId', label: 'Group', kind: 'search', choices: groupChoices(applicationId) },
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
  },
  {
    title: 'Price',
    fields: [
      { name: 'price', label: 'Price', kind: 'text', hint: 'e.g. 45.00' },
      { name: 'currency', label: 'Currency', kind: 'text', hint: 'ISO 4217, e.g. GBP' },
      {
        name: 'priceBasis',
        label: 'Priced',
        kind: 'select',
        options: PRICE_BASES.map((value) => ({ value, label: PRICE_BASIS_LABELS[value] })),
      },
      choicesField('productTypes', 'Goes With', PRODUCT_TYPES),
    ],
  },
];

/** A new extra: in the group the address names (`?groupId=`), priced per person. */
export function useNewExtra(): ExtraCreate {
  const groupId = Number(new URLSearchParams(useSearch()).get('groupId') ?? 0);
  return useMemo(
    () => ({
      groupId: Number.isInteger(groupId) && groupId > 0 ? groupId : 0,
      name: '',
      description: '',
      price: '0.00',
      currency: 'GBP',
      priceBasis: 'perPerson',
      productTypes: [],
    }),
    [groupId],
  );
}

export const toExtraForm = (e: Extra): ExtraCreate => ({
  groupId: e.groupId,
  name: e.name,
  description: e.description,
  price: e.price,
  currency: e.currency,
  priceBasis: e.priceBasis,
  productTypes: e.productTypes,
});

export function ExtraForm({
  applicationId,
  editing,
  ...props
}: KitFormProps<ExtraCreate, ExtraFormOut> & { applicationId: string; editing: boolean }) {
  return (
    <KitForm schema={ExtraFields} groups={groups(applicationId)} editing={editing} {...props} />
  );
}
