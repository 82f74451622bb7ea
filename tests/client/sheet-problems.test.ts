import { describe, expect, it } from 'vitest';
import { sheetProblemLines } from '../../src/kit/sheet-problems';

describe("an imported sheet's problems, as the import dialog lists them", () => {
  it('names each row and column as the sheet does, rows in order, the file first', () => {
    const lines = sheetProblemLines(
      {
        'rows.12.key': ['Same key as row 3'],
        'rows.4.de': ['At most 2000 characters', 'No line breaks'],
        file: ['The first row must name the columns'],
        'rows.4.unknownColumn': ['Not a column'],
      },
      { key: 'Key', de: 'German' },
    );
    expect(lines).toEqual([
      'File: The first row must name the columns',
      'Row 4, German: At most 2000 characters No line breaks',
      'Row 4, unknownColumn: Not a column',
      'Row 12, Key: Same key as row 3',
    ]);
  });
});
