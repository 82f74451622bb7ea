import { TrashIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, Stack } from '#ui';
import { usePermission } from '../components/permissions';
import { areaFrame } from './area-frame';
import { KitActions } from './KitAction';
import { KitRemoveDialog } from './KitDelete';
import { RecordFrame } from './RecordFrame';
import { StaleNotice } from './StaleNotice';
import type { KitArea, KitRecord, KitRemove } from './types';
import { useSave } from './use-save';

/** Delete on a record's view page; once deleted, the list opens. */
function RecordDelete<Row, Rec>({
  area,
  remove,
  rec,
}: {
  area: KitArea<Row>;
  remove: KitRemove<Rec> | undefined;
  rec: Rec;
}) {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const allowed = usePermission(area.access?.remove ?? 'signedIn');
  if (!remove || !allowed) return null;
  return (
    <>
      <Button tone="danger" icon={<TrashIcon aria-hidden="true" />} onClick={() => setAsking(true)}>
        Delete
      </Button>
      {asking ? (
        <KitRemoveDialog
          noun={area.noun}
          row={rec}
          remove={remove}
          onClose={(deleted) => (deleted ? navigate(area.paths.list) : setAsking(false))}
        />
      ) : null}
    </>
  );
}

/**
 * A record's view page (read-only, Edit, the record's actions and Delete, related panels and
 * the History panel) or its edit page (saves with the version it read; a stale save shows
 * MSG.staleRecord and Reload, which refetches the record and resets the form to it).
 */
export function KitRecordPage<Row, Rec, In, Out>({
  area,
  record,
  id,
  mode,
}: {
  area: KitArea<Row>;
  record: KitRecord<Rec, In, Out>;
  id: string;
  mode: 'view' | 'edit';
}) {
  const [, navigate] = useLocation();
  const query = record.useRecord(id);
  const loaded = query.data?.body;
  // Bumped by Reload: a new key mounts the form afresh with the reloaded values.
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);
  const saving = useSave({
    cacheKey: area.cacheKey,
    // Without an edit page, the form is read-only and never saves.
    call: (body: Out, version) => record.update?.(id, body, version) ?? Promise.resolve(null),
    ...(loaded ? { version: record.versionOf(loaded) } : {}),
    ...(record.updated ? { done: record.updated } : {}),
    onStale: 'notice',
    onSaved: () => navigate(area.afterSave === 'list' ? area.paths.list : area.paths.view(id)),
  });
  const reload = async () => {
    setReloading(true);
    await query.refetch();
    setReloading(false);
    saving.reset();
    setGeneration((n) => n + 1);
  };

  return (
    <RecordFrame
      config={{
        ...areaFrame(area),
        recordName: loaded && record.nameOf ? record.nameOf(loaded) : undefined,
        editPath: mode === 'view' && area.paths.edit ? area.paths.edit(id) : null,
        editAccess: area.access?.edit ?? 'signedIn',
      }}
      mode={mode}
      loading={!loaded}
      failed={query.isError}
      locked={loaded ? (record.locked?.(loaded) ?? null) : null}
      actions={
        loaded && mode === 'view' ? (
          <>
            <KitActions actions={record.actions ?? []} rec={loaded} cacheKey={area.cacheKey} />
            <RecordDelete area={area} remove={record.remove} rec={loaded} />
          </>
        ) : null
      }
    >
      {(readOnly) =>
        loaded ? (
          <Stack gap="lg">
            {saving.stale ? (
              <StaleNotice reloading={reloading} onReload={() => void reload()} />
            ) : null}
            <div key={generation}>
              {record.form(
                {
                  initial: record.toForm(loaded),
                  readOnly,
                  saving: saving.saving,
                  onSave: saving.save,
                  adopt: saving.adopt,
                },
                loaded,
              )}
            </div>
            {record.beside?.(loaded, { readOnly, adopt: saving.adopt })}
            {mode === 'view' ? record.panels?.(loaded) : null}
            {mode === 'view' ? record.history?.(loaded) : null}
          </Stack>
        ) : null
      }
    </RecordFrame>
  );
}
