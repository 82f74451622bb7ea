import { useLocation } from 'wouter';
import { EntityFrame } from '../components/EntityFrame';
import { notifications } from '../notify/store';
import { kitTitles } from './KitRecordPage';
import type { KitAdd, KitArea } from './types';
import { useSave } from './use-save';

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
  const { save, saving } = useSave(area.cacheKey, add.create, (id) => {
    notifications.notify('success', add.added);
    navigate(area.afterSave === 'list' ? area.paths.list : area.paths.view(id));
  });
  return (
    <EntityFrame
      config={{
        titles: area.titles ?? kitTitles(area.noun),
        listPath: area.paths.list,
        editPath: null,
        editAccess: area.access?.add ?? 'signedIn',
      }}
      mode="add"
      loading={initial === undefined}
    >
      {(readOnly) =>
        initial === undefined ? null : add.form({ initial, readOnly, saving, onSave: save })
      }
    </EntityFrame>
  );
}
