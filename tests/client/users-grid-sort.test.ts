import { describe, expect, it } from 'vitest';
import { nextSort, sortDirection } from '../../ui/components/grid-sort';

describe('sorting the users grid (and any grid) by its column headers', () => {
  it('says how each header is sorted, as aria-sort spells it', () => {
    expect(sortDirection('name', 'name')).toBe('ascending');
    expect(sortDirection('-name', 'name')).toBe('descending');
    expect(sortDirection('-email', 'name')).toBe('none');
    expect(sortDirection(undefined, 'name')).toBe('none');
  });

  it('cycles a header through ascending, descending and the default order', () => {
    expect(nextSort(undefined, 'email')).toBe('email');
    expect(nextSort('email', 'email')).toBe('-email');
    expect(nextSort('-email', 'email')).toBeUndefined();
  });

  it('starts another column ascending, whatever the current sort', () => {
    expect(nextSort('-email', 'created')).toBe('created');
    expect(nextSort('email', 'lastLogin')).toBe('lastLogin');
  });

  it('does not mistake a column whose key ends like another for it', () => {
    expect(sortDirection('-lastLogin', 'Login')).toBe('none');
    expect(nextSort('lastLogin', 'Login')).toBe('Login');
  });
});
