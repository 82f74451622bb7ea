import { LANGUAGE_NAMES, type TextLanguage } from '#contract/translations';

const FIELD_NAMES: Record<string, string> = { key: 'Key', defaultText: 'Default', file: 'File' };

const fieldName = (field: string) =>
  FIELD_NAMES[field] ?? LANGUAGE_NAMES[field as TextLanguage] ?? field;

/** One line a person can act on per problem: "Row 4, Key: Same key as row 2". */
export function problemLines(errors: Record<string, readonly string[]>): string[] {
  return Object.entries(errors)
    .map(([path, messages]) => {
      const [scope, row, field = ''] = path.split('.');
      const where = scope === 'rows' ? `Row ${row}, ${fieldName(field)}` : fieldName(path);
      return { row: scope === 'rows' ? Number(row) : 0, text: `${where}: ${messages.join(' ')}` };
    })
    .sort((a, b) => a.row - b.row)
    .map((p) => p.text);
}
