import { useState } from 'react';
import { useLocation } from 'wouter';
import { Stack } from '#ui';
import { EntityFrame } from '../components/EntityFrame';
import { notifications } from '../notify/store';
import { StaleNotice } from './StaleNotice';
import type { KitArea, KitRecord } from './types';
import { useSave } from './use-save';

export const kitTitles = (noun: string) => ({
  view: `View ${noun}`,
  edit: `Edit ${noun}`,
  add: `Add ${noun}`,
});

/**
 * A record's view page (read-only, Edit action, related panels and the History panel) or its
 * edit page (saves with the version it read; a stale save shows MSG.staleRecord and Reload,
 * which refetches the record and resets the form to it).
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
  // A version the page's own writes beside the form moved the record to (KitFormProps.adopt).
  const [adopted, setAdopted] = useState<number | null>(null);
  const version = (rec: Rec) => Math.max(adopted ?? 0, record.versionOf(rec));
  const { save, saving, stale, clearStale } = useSave(
    area.cacheKey,
    (body: Out) => (loaded ? record.update(id, body, version(loaded)) : Promise.reject()),
    () => {
      notifications.notify('success', record.updated);
      navigate(area.afterSave === 'list' ? area.paths.list : area.paths.view(id));
    },
  );
  const reload = async () => {
    setReloading(true);
    await query.refetch();
    setReloading(false);
    clearStale();
    setAdopted(null);
    setGeneration((n) => n + 1);
  };

  return (
    <EntityFrame
      config={{
        titles: area.titles ?? kitTitles(area.noun),
        listPath: area.paths.list,
        editPath: mode === 'view' && area.paths.edit ? area.paths.edit(id) : null,
        editAccess: area.access?.edit ?? 'signedIn',
      }}
      mode={mode}
      loading={!loaded}
      failed={query.isError}
      locked={loaded ? (record.locked?.(loaded) ?? null) : null}
    >
      {(readOnly) =>
        loaded ? (
          <Stack gap="lg">
            {stale ? <StaleNotice reloading={reloading} onReload={() => void reload()} /> : null}
            <div key={generation}>
              {record.form(
                {
                  initial: record.toForm(loaded),
                  readOnly,
                  saving,
                  onSave: save,
                  adopt: setAdopted,
                },
                loaded,
              )}
            </div>
            {record.beside?.(loaded, { readOnly, adopt: setAdopted })}
            {mode === 'view' ? record.panels?.(loaded) : null}
            {mode === 'view' ? record.history?.(loaded) : null}
          </Stack>
        ) : null
      }
    </EntityFrame>
  );
}
