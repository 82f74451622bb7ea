import { describe, expect, it } from 'vitest';
import { shownActions } from '../../src/kit/shown-actions';
import type { KitAction } from '../../src/kit/types';
import type { PageAccess } from '../../src/routing/page-access';

type Customer = { name: string; erasedAt: string | null };

const erase: KitAction<Customer> = {
  label: 'Erase customer',
  access: 'customers.erase',
  tone: 'danger',
  shows: (c) => c.erasedAt === null,
  confirm: { title: 'Erase?', description: 'This cannot be undone.', confirmLabel: 'Erase' },
  run: async () => undefined,
  done: 'Customer erased',
};
const exportJson: KitAction<Customer> = {
  label: 'Export JSON',
  access: 'customers.exportJson',
  run: async () => undefined,
  done: 'Exported',
};
const note: KitAction<Customer> = { label: 'Note', dialog: () => null };
const actions = [erase, exportJson, note];

const labels = (shown: readonly KitAction<Customer>[]) => shown.map((a) => a.label);
const may =
  (...allowed: PageAccess[]) =>
  (access: PageAccess) =>
    allowed.includes(access);

describe('the actions a record page offers', () => {
  const ada = { name: 'Ada', erasedAt: null };

  it('offers every action to a user who may call them all, in their order', () => {
    const all = may('customers.erase', 'customers.exportJson', 'signedIn');
    expect(labels(shownActions(actions, ada, all))).toEqual([
      'Erase customer',
      'Export JSON',
      'Note',
    ]);
  });

  it('hides an action whose operation the user may not call; one without access shows to all', () => {
    expect(labels(shownActions(actions, ada, may('customers.exportJson', 'signedIn')))).toEqual([
      'Export JSON',
      'Note',
    ]);
    expect(labels(shownActions(actions, ada, may()))).toEqual([]);
  });

  it('hides an action that does not apply to the record (a customer already erased)', () => {
    const erased = { name: 'Erased', erasedAt: '2026-01-01T00:00:00Z' };
    const all = may('customers.erase', 'customers.exportJson', 'signedIn');
    expect(labels(shownActions(actions, erased, all))).toEqual(['Export JSON', 'Note']);
  });
});
