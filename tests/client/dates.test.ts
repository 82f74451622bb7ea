import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/dates/format';

// Local time on purpose: users read dates in their own time zone.
const when = new Date(2026, 2, 5, 14, 7, 9);

describe('dates in the user formats', () => {
  it('falls back to dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    expect(formatDate(when)).toBe('05/03/2026');
    expect(formatDate(when, '')).toBe('05/03/2026');
    expect(formatDateTime(when)).toBe('05/03/2026 14:07');
    expect(formatDateTime(when, null)).toBe('05/03/2026 14:07');
  });

  it('follows the letters of the user format', () => {
    expect(formatDate(when, 'yyyy-MM-dd')).toBe('2026-03-05');
    expect(formatDate(when, 'M/d/yy')).toBe('3/5/26');
    expect(formatDate(when, 'd MMM yyyy')).toBe('5 Mar 2026');
    expect(formatDateTime(when, 'MM/dd/yyyy hh:mm:ss a')).toBe('03/05/2026 02:07:09 PM');
    expect(formatDate(when, 'EEEE d MMMM')).toBe('Thursday 5 March');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(when.toISOString())).toBe('05/03/2026');
  });
});
