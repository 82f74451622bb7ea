import { SETTING_TYPES, type Setting, SettingCreate, SettingFields } from '#contract/suppliers';
import type { KitFieldGroup } from '../../kit/fields';
import { declaredForm } from '../../kit/KitForm';
import { numberField } from '../../kit/number-fields';
import { linesField } from './inputs';

const TYPE_LABELS: Record<(typeof SETTING_TYPES)[number], string> = {
  text: 'Text',
  number: 'Number',
  boolean: 'Yes / no',
  choice: 'Choice',
  url: 'URL',
  secret: 'Secret',
};

export const typeLabel = (type: Setting['type']) => TYPE_LABELS[type];

const groups = [
  {
    fields: [
      {
        name: 'name',
        label: 'Name',
        kind: 'text',
        hint: 'How URL templates and integrations refer to it: {name}',
      },
      { name: 'label', label: 'Label', kind: 'text' },
      {
        name: 'type',
        label: 'Type',
        kind: 'select',
        options: SETTING_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
      },
      { name: 'required', label: 'Required', kind: 'checkbox' },
      linesField('options', 'Options (a choice’s, one a line)'),
      {
        name: 'defaultValue',
        label: 'Default Value',
        kind: 'text',
        hint: 'Of the setting’s type; a secret has none',
      },
      { name: 'helpText', label: 'Help Text', kind: 'textarea' },
      numberField('order', 'Order'),
    ],
  },
] as const satisfies readonly KitFieldGroup<string>[];

export const EMPTY_SETTING: SettingCreate = {
  name: '',
  label: '',
  type: 'text',
  required: false,
  defaultValue: '',
  options: [],
  helpText: '',
  order: 0,
};

export const settingAddForm = declaredForm(SettingCreate, groups, false);
export const settingEditForm = declaredForm(SettingFields, groups, true);

export const toSettingForm = (s: Setting): SettingCreate => ({
  name: s.name,
  label: s.label,
  type: s.type,
  required: s.required,
  defaultValue: s.defaultValue,
  options: s.options,
  helpText: s.helpText,
  order: s.order,
});
