import type { ReactNode } from 'react';
import {
  APP_FEATURES,
  type AppFeature,
  ApplicationBody,
  type ApplicationLookups,
} from '#contract/applications';
import { APP_LANGUAGES, COUNTRIES } from '#contract/constants';
import { LANGUAGE_NAMES } from '#contract/translations';
import { CheckboxGroup } from '#ui';
import type { KitField, KitFieldGroup } from '../../kit/fields';
import { declaredForm } from '../../kit/KitForm';

type Name = KitField<keyof ApplicationBody & string>['name'];

/** How the catalogue's names read in the editor. */
const FEATURE_LABELS: Record<AppFeature, string> = {
  orders: 'Orders',
  suppliers: 'Suppliers',
  'pricing-rules': 'Pricing Rules',
  customers: 'Customers',
  'currency-exchange': 'Currency Exchange',
  rules: 'Rules',
  tools: 'Tools',
  widgets: 'Widgets',
};
const featureOptions = APP_FEATURES.map((value) => ({ value, label: FEATURE_LABELS[value] }));
const countryOptions = [
  { value: '', label: 'Choose…' },
  ...COUNTRIES.map((c) => ({ value: c, label: c })),
];

/** A lookup's options; none chosen is 0 for a required one, null for an optional one. */
const choices = (none: 0 | null, options: readonly { id: number; name: string }[]) => [
  { value: none, label: 'Choose…' },
  ...options.map((o) => ({ value: o.id, label: o.name })),
];

const languageOptions = APP_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** A set of names picked by ticking them, under the field's own label as its legend. */
const namesField = (
  name: 'features' | 'languages',
  label: string,
  selectAllLabel: string,
  options: readonly { value: string; label: string }[],
): KitField<Name> => ({
  name,
  label,
  kind: 'custom',
  render: (field, readOnly) => {
    const value: unknown = field.state.value;
    return (
      <CheckboxGroup
        legend={label}
        selectAllLabel={selectAllLabel}
        options={options}
        selected={Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []}
        disabled={readOnly}
        onChange={(selected) => field.handleChange(selected)}
      />
    );
  },
});

const contact = (prefix: 'booking' | 'support', title: string): KitFieldGroup<Name> => ({
  title,
  fields: [
    { name: `${prefix}EmailName`, label: `${title} Email Name`, kind: 'text' },
    { name: `${prefix}Email`, label: `${title} Email`, kind: 'text' },
    { name: `${prefix}TelephoneName`, label: `${title} Telephone Name`, kind: 'text' },
    { name: `${prefix}Telephone`, label: `${title} Telephone`, kind: 'text' },
  ],
});

/**
 * The sections General, Location, Booking and Support; the editor adds the two flags and the
 * Features section (features and stats URL). `logo` shows and sets the logo's address (chosen
 * for after adding, uploaded at once when editing, left alone by the CRM).
 */
export const applicationForm = ({
  lookups,
  editing,
  logo,
}: {
  lookups: ApplicationLookups;
  editing: boolean;
  logo: (url: string | null, setUrl: (url: string) => void, readOnly: boolean) => ReactNode;
}) => {
  const general: KitField<Name>[] = [
    { name: 'applicationName', label: 'Application Name', kind: 'text' },
    {
      name: 'subscriptionId',
      label: 'Subscription',
      kind: 'select',
      options: choices(0, lookups.subscriptionOptions),
    },
    {
      name: 'regionId',
      label: 'Data Centre',
      kind: 'select',
      options: choices(0, lookups.regionOptions),
    },
    {
      name: 'webPlatformId',
      label: 'Web Platform',
      kind: 'select',
      options: choices(null, lookups.webPlatformOptions),
    },
    {
      name: 'logoUrl',
      label: 'Logo',
      kind: 'custom',
      render: (field, readOnly) => {
        const url: unknown = field.state.value;
        return logo(typeof url === 'string' ? url : null, (u) => field.handleChange(u), readOnly);
      },
    },
  ];
  const flags: KitField<Name>[] = [
    { name: 'isActive', label: 'Is Active', kind: 'checkbox' },
    { name: 'isDemo', label: 'Is Demo', kind: 'checkbox' },
  ];
  const features: KitFieldGroup<Name> = {
    title: 'Features',
    fields: [
      // The features gate parts of the console by name (orders, customers…).
      namesField('features', 'Features', 'All features', featureOptions),
      // The site's languages: its texts (Translations) have one each.
      namesField('languages', 'Languages', 'All languages', languageOptions),
      { name: 'statsUrl', label: 'Stats URL', kind: 'text' },
    ],
  };
  return declaredForm(
    ApplicationBody,
    [
      { title: 'General', fields: editing ? [...general, ...flags] : general },
      {
        title: 'Location',
        fields: [
          { name: 'address1', label: 'Address Line 1', kind: 'text' },
          { name: 'address2', label: 'Address Line 2', kind: 'text' },
          { name: 'city', label: 'City', kind: 'text' },
          { name: 'state', label: 'State', kind: 'text' },
          { name: 'countryCode', label: 'Country', kind: 'select', options: countryOptions },
        ],
      },
      contact('booking', 'Booking'),
      contact('support', 'Support'),
      ...(editing ? [features] : []),
    ],
    editing,
  );
};
