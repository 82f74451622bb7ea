/**
 * One line a person can act on per problem of an imported sheet, rows in order: "Row 4, Key:
 * Same key as row 2". `fieldNames` names the sheet's columns as its header does.
 */
export function sheetProblemLines(
  errors: Record<string, readonly string[]>,
  fieldNames: Readonly<Record<string, string>>,
): string[] {
  const nameOf = (field: string) => fieldNames[field] ?? (field === 'file' ? 'File' : field);
  return Object.entries(errors)
    .map(([path, messages]) => {
      const [scope, row, field = ''] = path.split('.');
      const where = scope === 'rows' ? `Row ${row}, ${nameOf(field)}` : nameOf(path);
      return { row: scope === 'rows' ? Number(row) : 0, text: `${where}: ${messages.join(' ')}` };
    })
    .sort((a, b) => a.row - b.row)
    .map((p) => p.text);
}
