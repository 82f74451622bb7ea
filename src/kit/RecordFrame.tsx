import { ArrowLeftIcon, Pencil1Icon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Alert, Button, type Crumb, Page, Skeleton } from '#ui';
import { usePermission } from '../components/permissions';
import { useSectionCrumb } from '../layouts/nav/use-nav';
import { notifications } from '../notify/store';
import { GoTo } from '../routing/GoTo';
import type { PageAccess } from '../routing/page-access';

export type RecordMode = 'view' | 'edit' | 'add';

/** What an area tells the shared view / edit / add page about itself. */
export interface RecordFrameConfig {
  titles: Record<RecordMode, string>;
  listPath: string;
  /** Where the Edit action of view mode goes. */
  editPath: string | null;
  /** The operation an edit (or, on an add page, the create) calls: who may use the form. */
  editAccess: PageAccess;
  /** The list's name ("Roles"): with it, a breadcrumb leads back to the list above the title. */
  listLabel?: string;
  /** The record's own name ("Ann Smith"), the trail's last step once it loaded. */
  recordName?: string | undefined;
}

/**
 * The page around every record form of the kit: its title by mode (under a breadcrumb to the list when the
 * config names it), Back to the list (quiet) and in view mode an Edit action for users allowed
 * to edit, spaced in the header's row; a skeleton of the form while the record loads. A record that fails to load sends the user back to
 * the list (spec section 8; the failure itself is notified by the query cache). A `locked`
 * record (e.g. a system role) explains why instead of opening edit mode, and stays read-only.
 */
export function RecordFrame({
  config,
  mode,
  loading = false,
  failed = false,
  locked = null,
  actions: more = null,
  children,
}: {
  config: RecordFrameConfig;
  mode: RecordMode;
  loading?: boolean;
  failed?: boolean;
  locked?: string | null;
  /** The record's own actions (KitAction, Delete), after Edit. */
  actions?: ReactNode;
  children: (readOnly: boolean) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const mayEdit = usePermission(config.editAccess);
  const section = useSectionCrumb(config.listPath);
  if (failed) return <GoTo to={config.listPath} />;

  const edit = () => {
    if (locked) notifications.notify('error', locked);
    else if (config.editPath) navigate(config.editPath);
  };
  const actions = (
    <>
      <Button asChild tone="quiet" icon={<ArrowLeftIcon aria-hidden="true" />}>
        <Link href={config.listPath}>Back to list</Link>
      </Button>
      {/* Only once loaded: whether the record is locked (a system role) is known by then. */}
      {mode === 'view' && mayEdit && config.editPath && !loading ? (
        <Button tone="primary" icon={<Pencil1Icon aria-hidden="true" />} onClick={edit}>
          Edit
        </Button>
      ) : null}
      {more}
    </>
  );
  const crumbs: Crumb[] = [
    // A section named as its list ("Tools") is said once.
    ...section.filter((crumb) => crumb.label !== config.listLabel),
    ...(config.listLabel
      ? [{ label: config.listLabel, link: <Link href={config.listPath}>{config.listLabel}</Link> }]
      : []),
    ...(config.recordName ? [{ label: config.recordName }] : []),
  ];
  const readOnly = mode === 'view' || (mode === 'edit' && locked !== null) || !mayEdit;
  return (
    <Page title={config.titles[mode]} breadcrumbs={crumbs} actions={actions}>
      {mode === 'edit' && locked ? <Alert tone="warning">{locked}</Alert> : null}
      {loading ? (
        <Skeleton rows={6} label={`Loading ${config.titles[mode]}`} />
      ) : (
        children(readOnly)
      )}
    </Page>
  );
}
