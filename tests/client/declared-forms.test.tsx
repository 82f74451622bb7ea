import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import type { UserBody } from '#contract/users';
import { EMPTY_APPLICATION } from '../../src/pages/applications/empty';

let render: (node: ReactNode) => string;
let userForm: typeof import('../../src/pages/users/user-form').userForm;
let applicationForm: typeof import('../../src/pages/applications/application-form').applicationForm;

beforeAll(async () => {
  // The kit's styles are vanilla-extract files, which the app's build gives a file scope.
  setFileScope('tests/client/declared-forms');
  ({ userForm } = await import('../../src/pages/users/user-form'));
  ({ applicationForm } = await import('../../src/pages/applications/application-form'));
  endFileScope();
  const { renderToString } = await import('react-dom/server');
  render = (node) => renderToString(node).replace(/&#x27;/g, "'");
});

const ROLES = [
  { roleId: 4, roleName: 'Admin' },
  { roleId: 9, roleName: 'Editor' },
];
const USER: UserBody = {
  email: 'erin@example.test',
  firstName: 'Erin',
  lastName: 'Example',
  roleId: 9,
  title: 0,
  jobTitle: 'Guide',
  commisionPercentage: 12.5,
  targetAmount: null,
  isActive: true,
};

const formOf = (editing: boolean, accountLocked: boolean) =>
  render(
    userForm({ roles: ROLES, editing, accountLocked })({
      initial: USER,
      readOnly: false,
      saving: false,
      onSave: async () => undefined,
    }),
  );

/** The opening tag of the input labelled `label`. */
const inputOf = (html: string, label: string) => {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}<`).exec(html)?.[1];
  return new RegExp(`<(input|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
};

describe('the user form, declared on the kit', () => {
  it('shows a numeric choice (the role) as chosen, and a number as typed', () => {
    const html = formOf(false, false);
    expect(html).toMatch(/<option value="9" selected="">Editor<\/option>/);
    expect(inputOf(html, 'Commission Percentage')).toContain('value="12.5"');
    expect(inputOf(html, 'Commission Percentage')).toContain('step="0.1"');
    expect(inputOf(html, 'Target Amount')).toContain('value=""');
    expect(inputOf(html, 'Email')).not.toContain('readOnly');
  });

  it("locks the email on edit, and the account's own fields when it is shared, saying why", () => {
    const own = formOf(true, false);
    expect(inputOf(own, 'Email')).toContain('readOnly');
    expect(inputOf(own, 'First Name')).not.toContain('readOnly');
    expect(own).not.toContain(MSG.accountShared);
    const shared = formOf(true, true);
    expect(shared).toContain(MSG.accountShared);
    for (const label of ['First Name', 'Last Name', 'Phone', 'Date of Birth']) {
      expect(inputOf(shared, label)).toContain('readOnly');
    }
    expect(inputOf(shared, 'Title')).toContain('disabled');
    expect(inputOf(shared, 'Job Title')).not.toContain('readOnly');
  });
});

describe('required fields, read from the contract schema', () => {
  /** The labels whose text carries the required mark. */
  const marked = (html: string) =>
    [
      ...html.matchAll(/<label[^>]*>([^<]+)<\/label><span aria-hidden="true"[^>]*> \*<\/span>/g),
    ].map((m) => m[1]);

  it('marks what the schema refuses empty, tells screen readers, and says what the mark means', () => {
    const html = formOf(false, false);
    expect(marked(html)).toEqual(['Email', 'Security Role']);
    expect(inputOf(html, 'Email')).toContain('aria-required="true"');
    expect(inputOf(html, 'Job Title')).not.toContain('aria-required');
    expect(html).toContain('are required.');
  });

  it('marks no field a user cannot edit', () => {
    expect(marked(formOf(true, true))).toEqual(['Security Role']);
  });
});

describe('the application form, declared on the kit', () => {
  const lookups = {
    regionOptions: [{ id: 1, name: 'Europe (London)' }],
    subscriptionOptions: [{ id: 2, name: 'Professional' }],
    webPlatformOptions: [{ id: 3, name: 'Classic' }],
    languages: [],
    currencies: [],
    nationalities: [],
  };
  const formOf = (webPlatformId: number | null) =>
    render(
      applicationForm({ lookups, editing: false, logo: () => null })({
        initial: { ...EMPTY_APPLICATION, subscriptionId: 2, webPlatformId },
        readOnly: false,
        saving: false,
        onSave: async () => undefined,
      }),
    );
  /** The options of the select labelled `label`. */
  const selectOf = (html: string, label: string) => {
    const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}<`).exec(html)?.[1];
    return new RegExp(`<select[^>]*id="${id}"[^>]*>.*?</select>`).exec(html)?.[0] ?? '';
  };

  it('shows none chosen (null, or 0 for a required lookup) as Choose…, and a chosen id as its name', () => {
    const none = formOf(null);
    expect(selectOf(none, 'Web Platform')).toContain(
      '<option value="" selected="">Choose…</option>',
    );
    expect(selectOf(none, 'Data Centre')).toContain(
      '<option value="0" selected="">Choose…</option>',
    );
    expect(selectOf(none, 'Subscription')).toContain(
      '<option value="2" selected="">Professional</option>',
    );
    const chosen = formOf(3);
    expect(selectOf(chosen, 'Web Platform')).toContain(
      '<option value="3" selected="">Classic</option>',
    );
  });
});
