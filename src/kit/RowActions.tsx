import { Link } from 'wouter';
import { Button } from '#ui';
import { usePermission } from '../components/permissions';
import type { KitRowAction } from './types';

/** One action of one row; its accessible name says which record, e.g. "Edit Acme Travel". */
function RowAction<Row>({
  action,
  row,
  name,
}: {
  action: KitRowAction<Row>;
  row: Row;
  name: string;
}) {
  // An action that names no operation is for everyone who reached the page.
  const allowed = usePermission(action.access ?? 'signedIn');
  if (!allowed || (action.shows && !action.shows(row))) return null;
  if (action.render) return <>{action.render(row)}</>;
  const label = `${action.label} ${name}`;
  if (action.href) {
    return (
      <Link href={action.href(row)} aria-label={label}>
        {action.label}
      </Link>
    );
  }
  return (
    <Button size="sm" tone="ghost" aria-label={label} onClick={() => action.run?.(row)}>
      {action.label}
    </Button>
  );
}

/** The row's compact actions, in the order the area declared them. */
export function RowActions<Row>({
  actions,
  row,
  name,
}: {
  actions: readonly KitRowAction<Row>[];
  row: Row;
  name: string;
}) {
  return (
    <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      {actions.map((action) => (
        <RowAction key={action.label} action={action} row={row} name={name} />
      ))}
    </span>
  );
}
