import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { datePlaceholder, readDate } from '../../ui/format/read-date';
import { DateFormatContext } from '../../ui/inputs/date-format-context';

let render: (node: ReactNode) => string;
let DateField: typeof import('../../ui/inputs/DateField').DateField;

beforeAll(async () => {
  // The input's styles are vanilla-extract files, which the app's build gives a file scope.
  setFileScope('tests/client/date-input');
  ({ DateField } = await import('../../ui/inputs/DateField'));
  endFileScope();
  const { renderToString } = await import('react-dom/server');
  render = (node) => renderToString(node);
});

describe('a typed date is read in the user’s format', () => {
  it.each([
    ['27/11/2026', 'dd/MM/yyyy', '2026-11-27'],
    ['1/2/2026', 'dd/MM/yyyy', '2026-02-01'],
    ['27.11.2026', 'dd/MM/yyyy', '2026-11-27'],
    ['11/27/2026', 'MM/dd/yyyy', '2026-11-27'],
    ['2026-11-27', 'MM/dd/yyyy', '2026-11-27'],
    ['27 Nov 2026', 'd MMM yyyy', '2026-11-27'],
    ['27 november 2026', 'd MMMM yyyy', '2026-11-27'],
    ['Fri, 27 Nov 2026', 'EEE, d MMM yyyy', '2026-11-27'],
    ['27/11/26', 'dd/MM/yy', '2026-11-27'],
    ['27/11/85', 'dd/MM/yy', '1985-11-27'],
    [' 27/11/2026 ', 'dd/MM/yyyy', '2026-11-27'],
  ])('%s in %s is %s', (text, format, day) => {
    expect(readDate(text, format)).toBe(day);
  });

  it.each([
    ['31/02/2026', 'dd/MM/yyyy'],
    ['11/27/2026', 'dd/MM/yyyy'],
    ['2026-02-30', 'dd/MM/yyyy'],
    ['27 Foo 2026', 'd MMM yyyy'],
    ['tomorrow', 'dd/MM/yyyy'],
    ['27/11', 'dd/MM/yyyy'],
  ])('%s in %s names no day', (text, format) => {
    expect(readDate(text, format)).toBeNull();
  });

  it('says the pattern as a user reads it, or shows an example', () => {
    expect(datePlaceholder('dd/MM/yyyy')).toBe('dd/mm/yyyy');
    expect(datePlaceholder('MM/dd/yyyy')).toBe('mm/dd/yyyy');
    expect(datePlaceholder('d MMM yyyy')).toBe('27 Nov 2026');
  });
});

describe('a date field', () => {
  const field = (format: string, value: string) =>
    render(
      <DateFormatContext.Provider value={format}>
        <DateField label="Valid From" value={value} onValueChange={() => {}} />
      </DateFormatContext.Provider>,
    );

  it('shows its day in the user’s format, with a calendar button', () => {
    const html = field('MM/dd/yyyy', '2026-11-27');
    expect(html).toContain('value="11/27/2026"');
    expect(html).toContain('placeholder="mm/dd/yyyy"');
    expect(html).toContain('aria-label="Show calendar"');
    expect(html).toContain('title="Calendar: Valid From"');
    expect(field('dd/MM/yyyy', '2026-11-27')).toContain('value="27/11/2026"');
  });

  it('is empty for no day, and offers no calendar when read-only', () => {
    expect(field('dd/MM/yyyy', '')).toContain('value=""');
    const html = render(
      <DateField label="Born" value="1990-05-01" readOnly onValueChange={() => {}} />,
    );
    expect(html).toContain('value="01/05/1990"');
    expect(html).not.toContain('Show calendar');
  });
});
