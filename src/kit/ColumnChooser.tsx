import { Menu, MenuCheckbox, MenuLabel } from '../../ui/shell';

/**
 * The menu that shows and hides a list's columns; the column that opens a record stays, so a
 * row can always be opened.
 */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly { header: string; link?: boolean }[];
  hidden: ReadonlySet<string>;
  onToggle: (header: string, shown: boolean) => void;
}) {
  return (
    <Menu label="Columns">
      <MenuLabel>Show columns</MenuLabel>
      {columns
        .filter((c) => !c.link && c.header !== '')
        .map((c) => (
          <MenuCheckbox
            key={c.header}
            checked={!hidden.has(c.header)}
            onCheckedChange={(shown) => onToggle(c.header, shown)}
          >
            {c.header}
          </MenuCheckbox>
        ))}
    </Menu>
  );
}
