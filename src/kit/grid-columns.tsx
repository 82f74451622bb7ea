import type { GridColumn } from '#ui';
import { KindCell } from './cells';
import { RecordLink } from './RecordLink';
import { RowActions } from './RowActions';
import type { KitColumn, KitListArea, KitRowAction } from './types';

/** The grid's columns from the area's declaration: an Actions column first, as the spec's grids. */
export function gridColumns<Row extends object, K extends string>(
  area: KitListArea<Row>,
  columns: readonly KitColumn<Row, K>[],
  actions: readonly KitRowAction<Row>[],
): GridColumn<Row>[] {
  const declared = columns.map(
    (column): GridColumn<Row> => ({
      header: column.header,
      ...(column.sortable ? { sortKey: column.key } : {}),
      ...(column.kind === 'money' || column.kind === 'number' ? { align: 'end' as const } : {}),
      render: (row) => {
        const content = column.cell ? column.cell(row) : <KindCell row={row} column={column} />;
        return column.link && area.paths ? (
          <RecordLink href={area.paths.view(area.idOf(row))}>{content}</RecordLink>
        ) : (
          content
        );
      },
    }),
  );
  if (actions.length === 0) return declared;
  const actionColumn: GridColumn<Row> = {
    header: 'Actions',
    render: (row) => <RowActions actions={actions} row={row} name={area.nameOf(row)} />,
  };
  return [actionColumn, ...declared];
}

/** View and Edit links every area's rows get (or those it asks for), before its own actions. */
export function standardActions<Row>(
  area: KitListArea<Row>,
  standard: readonly ('view' | 'edit')[] = ['view', 'edit'],
): KitRowAction<Row>[] {
  const { paths } = area;
  if (!paths) return [];
  const { edit } = paths;
  const all: Partial<Record<'view' | 'edit', KitRowAction<Row>>> = {
    view: {
      label: 'View',
      href: (row) => paths.view(area.idOf(row)),
      ...(area.access?.view ? { access: area.access.view } : {}),
    },
    // An area without an edit page (its view edits in place) offers no Edit link.
    ...(edit
      ? {
          edit: {
            label: 'Edit',
            href: (row: Row) => edit(area.idOf(row)),
            ...(area.access?.edit ? { access: area.access.edit } : {}),
          },
        }
      : {}),
  };
  return standard.flatMap((key) => all[key] ?? []);
}
