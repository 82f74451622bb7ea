import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Alert, Button, LoadingBlock, Page } from '#ui';
import { notifications } from '../notify/store';
import { GoTo } from '../routing/GoTo';
import { usePermission } from './permissions';

export type EntityMode = 'view' | 'edit' | 'add';

/** What an area tells the shared view / edit / add page about itself. */
export interface EntityConfig {
  titles: Record<EntityMode, string>;
  listPath: string;
  /** Where the Edit action of view mode goes. */
  editPath: string | null;
  editPermission: string;
}

/**
 * The page around every entity form: its title by mode, Back to the list, and in view mode an
 * Edit action for users allowed to edit. A record that fails to load sends the user back to
 * the list (spec section 8; the failure itself is notified by the query cache). A `locked`
 * record (e.g. a system role) explains why instead of opening edit mode, and stays read-only.
 */
export function EntityFrame({
  config,
  mode,
  loading = false,
  failed = false,
  locked = null,
  children,
}: {
  config: EntityConfig;
  mode: EntityMode;
  loading?: boolean;
  failed?: boolean;
  locked?: string | null;
  children: (readOnly: boolean) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const mayEdit = usePermission(config.editPermission);
  if (failed) return <GoTo to={config.listPath} />;

  const edit = () => {
    if (locked) notifications.notify('error', locked);
    else if (config.editPath) navigate(config.editPath);
  };
  const actions = (
    <>
      <Link href={config.listPath}>Back to list</Link>
      {mode === 'view' && mayEdit && config.editPath ? (
        <Button tone="secondary" onClick={edit}>
          Edit
        </Button>
      ) : null}
    </>
  );
  const readOnly = mode === 'view' || (mode === 'edit' && locked !== null) || !mayEdit;
  return (
    <Page title={config.titles[mode]} actions={actions}>
      {mode === 'edit' && locked ? <Alert tone="warning">{locked}</Alert> : null}
      {loading ? <LoadingBlock /> : children(readOnly)}
    </Page>
  );
}
