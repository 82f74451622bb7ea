import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../ui/format/dates';

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

  it("shows a moment's wall clock in the given time zone", () => {
    const moment = '2026-11-27T23:30:00Z';
    expect(formatDateTime(moment, 'dd/MM/yyyy HH:mm', 'UTC')).toBe('27/11/2026 23:30');
    expect(formatDateTime(moment, 'dd/MM/yyyy HH:mm', 'Europe/London')).toBe('27/11/2026 23:30');
    // The next day in Berlin, the same evening in New York.
    expect(formatDateTime(moment, 'dd/MM/yyyy HH:mm', 'Europe/Berlin')).toBe('28/11/2026 00:30');
    expect(formatDateTime(moment, 'MM/dd/yyyy hh:mm a', 'America/New_York')).toBe(
      '11/27/2026 06:30 PM',
    );
    // Summer time: London is an hour ahead of UTC in July.
    expect(formatDateTime('2026-07-01T12:00:00Z', 'HH:mm', 'Europe/London')).toBe('13:00');
    expect(formatDate(moment, 'EEE d MMM', 'Asia/Tokyo')).toBe('Sat 28 Nov');
  });

  it('keeps a calendar day (travel date, birthday) the same day in every zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-11-27', 'dd/MM/yyyy', zone)).toBe('27/11/2026');
      expect(formatDate('2026-11-27', 'EEEE', zone)).toBe('Friday');
    }
    expect(formatDate('2026-11-27', 'MM/dd/yyyy')).toBe('11/27/2026');
  });

  it('reads the same moment the same way in date preference × zone', () => {
    const moment = '2026-01-02T03:04:05Z';
    const cases: [string, string, string][] = [
      ['dd/MM/yyyy', 'UTC', '02/01/2026'],
      ['MM/dd/yyyy', 'UTC', '01/02/2026'],
      ['yyyy-MM-dd', 'UTC', '2026-01-02'],
      ['dd/MM/yyyy', 'America/Los_Angeles', '01/01/2026'],
      ['MM/dd/yyyy', 'America/Los_Angeles', '01/01/2026'],
      ['yyyy-MM-dd', 'America/Los_Angeles', '2026-01-01'],
    ];
    for (const [pattern, zone, shown] of cases)
      expect(formatDate(moment, pattern, zone)).toBe(shown);
  });
});
