import { describe, expect, it } from 'vitest';
import { changesOf, MASKED } from '#server/audit/diff';

describe('changesOf', () => {
  it('lists only the fields that changed, as [before, after]', () => {
    const changes = changesOf(
      { name: 'Sales', description: 'Sells', permissions: ['a', 'b'] },
      { name: 'Sales team', description: 'Sells', permissions: ['a'] },
      [],
    );
    expect(changes).toEqual({ name: ['Sales', 'Sales team'], permissions: [['a', 'b'], ['a']] });
  });

  it('gives a create null befores and a delete null afters', () => {
    expect(changesOf(undefined, { name: 'New' }, [])).toEqual({ name: [null, 'New'] });
    expect(changesOf({ name: 'Old' }, undefined, [])).toEqual({ name: ['Old', null] });
  });

  it('shows a secret as changed but never its values', () => {
    expect(changesOf({ key: 'abc' }, { key: 'def' }, ['key'])).toEqual({ key: [MASKED, MASKED] });
    expect(changesOf({ key: null }, { key: 'def' }, ['key'])).toEqual({ key: [null, MASKED] });
    expect(changesOf({ key: 'abc' }, { key: 'abc' }, ['key'])).toEqual({});
  });

  it('treats a missing field as null, so nothing changed means no changes', () => {
    expect(changesOf({ phone: null }, {}, [])).toEqual({});
  });
});
