import type { AnyFieldApi } from '@tanstack/react-form';
import { COUNTRIES, LANGUAGES, TITLES } from '#contract/constants';
import { MSG } from '#contract/messages';
import { type RoleOption, UserBody } from '#contract/users';
import { CheckboxGroup } from '#ui';
import { declaredForm } from '../../kit/KitForm';

const titleOptions = TITLES.map((t) => ({ value: t.id, label: t.label }));
const countryOptions = [
  { value: '', label: 'None' },
  ...COUNTRIES.map((c) => ({ value: c, label: c })),
];
const languageOptions = LANGUAGES.map((l) => ({
  value: l,
  label: l[0]?.toUpperCase() + l.slice(1),
}));

/** The languages are kept as one comma-separated value ("english,french"). */
function Languages({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const value: unknown = field.state.value;
  return (
    <CheckboxGroup
      legend="Spoken Languages"
      options={languageOptions}
      selected={(typeof value === 'string' ? value : '').split(',').filter(Boolean)}
      disabled={readOnly}
      onChange={(chosen) => field.handleChange(chosen.join(','))}
    />
  );
}

/**
 * Every field of the user form (spec sections 4 and 5), for the company's and the CRM's pages.
 * The email identifies the account once added. With `accountLocked` the person's own fields
 * (email, title, names, phone, languages, date of birth) stay read-only, with one line saying
 * why: their account is also used outside this company.
 */
export const userForm = ({
  roles,
  editing,
  accountLocked,
}: {
  roles: readonly RoleOption[];
  editing: boolean;
  accountLocked: boolean;
}) => {
  const locked = accountLocked;
  return declaredForm(
    UserBody,
    [
      {
        note: accountLocked ? MSG.accountShared : null,
        fields: [
          { name: 'email', label: 'Email', kind: 'email', lockedOnEdit: true, locked },
          { name: 'title', label: 'Title', kind: 'select', options: titleOptions, locked },
          { name: 'firstName', label: 'First Name', kind: 'text', locked },
          { name: 'lastName', label: 'Last Name', kind: 'text', locked },
          {
            name: 'roleId',
            label: 'Security Role',
            kind: 'select',
            options: [
              { value: 0, label: 'Select a role' },
              ...roles.map((r) => ({ value: r.roleId, label: r.roleName })),
            ],
          },
          { name: 'jobTitle', label: 'Job Title', kind: 'text' },
          { name: 'phone', label: 'Phone', kind: 'text', locked },
          { name: 'countryCode', label: 'Country', kind: 'select', options: countryOptions },
          {
            name: 'spokenLanguages',
            label: 'Spoken Languages',
            kind: 'custom',
            locked,
            render: (field, readOnly) => <Languages field={field} readOnly={readOnly} />,
          },
          { name: 'dob', label: 'Date of Birth', kind: 'date', locked },
        ],
      },
      {
        title: 'Membership',
        fields: [
          {
            name: 'commisionPercentage',
            label: 'Commission Percentage',
            kind: 'number',
            min: 1,
            max: 100,
            step: 0.1,
          },
          { name: 'targetAmount', label: 'Target Amount', kind: 'number', min: 0 },
          { name: 'backOfficeReference', label: 'Back Office Reference', kind: 'text' },
          { name: 'biography', label: 'Biography', kind: 'text' },
          { name: 'isActive', label: 'Is Active', kind: 'checkbox' },
        ],
      },
    ],
    editing,
  );
};
