import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#contract/audit';
import { shownValue } from '../../src/components/audit-values';
import { formatDate, formatDateTime } from '../../ui/format/dates';

const dates = {
  date: (value: string) => formatDate(value, 'yyyy.MM.dd'),
  dateTime: (value: string) => formatDateTime(value, 'yyyy.MM.dd HH:mm', 'UTC'),
};
const entry = (area: AuditEntry['area'], changes: AuditEntry['changes'] = {}) => ({
  area,
  changes,
});

describe('a trail shows what the forms show', () => {
  it("shows a code's label, as its form does", () => {
    expect(shownValue(3, entry('users'), 'title', dates)).toBe('Mrs.');
    expect(shownValue(6, entry('users'), 'title', dates)).toBe('Dr.');
    // Another area's "title" is its own text.
    expect(shownValue('Dr', entry('orders'), 'title', dates)).toBe('Dr');
  });

  it("shows dates in the user's format", () => {
    expect(shownValue('2026-01-09', entry('orders'), 'travelDate', dates)).toBe('2026.01.09');
    expect(shownValue('2026-11-27T10:44:41.000Z', entry('users'), 'lastLogin', dates)).toBe(
      '2026.11.27 10:44',
    );
  });

  it("shows an order's amounts in its currency", () => {
    const order = entry('orders', { currency: [null, 'GBP'], total: [null, '2268.00'] });
    expect(shownValue('2268.00', order, 'total', dates)).toBe('£2,268.00');
    expect(shownValue('2268.00', entry('orders'), 'total', dates)).toBe('2268.00');
  });

  it('shows flags, lists and nothing in words', () => {
    expect(shownValue(true, entry('roles'), 'isSystem', dates)).toBe('Yes');
    expect(shownValue(['a', 'b'], entry('roles'), 'permissions', dates)).toBe('a, b');
    expect(shownValue(null, entry('roles'), 'description', dates)).toBe('—');
    expect(shownValue('plain text', entry('roles'), 'description', dates)).toBe('plain text');
  });
});
