import { useLocation } from 'wouter';
import { notifications } from '../notify/store';
import { areaFrame } from './area-frame';
import { RecordFrame } from './RecordFrame';
import type { KitAdd, KitArea, KitCreated } from './types';
import { useSave } from './use-save';

const landing = (created: string | number | KitCreated): KitCreated =>
  typeof created === 'object' ? created : { id: created, state: {} };

/** A record's add page: the area's form with its starting values; saved, the new record opens. */
export function KitAddPage<Row, In, Out>({
  area,
  add,
}: {
  area: KitArea<Row>;
  add: KitAdd<In, Out>;
}) {
  const [, navigate] = useLocation();
  const initial = add.useInitial();
  const ownerMissing = add.useOwnerMissing?.() ?? false;
  const { save, saving } = useSave({
    cacheKey: area.cacheKey,
    call: add.create,
    onSaved: (created) => {
      const { id, state, failed } = landing(created);
      if (failed) notifications.notify('error', failed);
      else notifications.notify('success', add.added);
      navigate(area.afterSave === 'list' ? area.paths.list : area.paths.view(id), { state });
    },
  });
  return (
    <RecordFrame
      config={{
        ...areaFrame(area),
        editPath: null,
        editAccess: area.access?.add ?? 'signedIn',
      }}
      mode="add"
      loading={initial === undefined}
      failed={ownerMissing}
    >
      {(readOnly) =>
        initial === undefined ? null : add.form({ initial, readOnly, saving, onSave: save })
      }
    </RecordFrame>
  );
}
