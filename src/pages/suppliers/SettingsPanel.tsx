import { KitChildList } from '../../kit/KitChildList';
import { settingRemove, settingsArea, settingsList } from './settings-area';

/** The supplier's setting definitions on its details page, with add, view, edit and delete. */
export function SettingsPanel({ supplierId }: { supplierId: string }) {
  return (
    <KitChildList
      area={settingsArea(supplierId)}
      list={settingsList(supplierId)}
      remove={settingRemove(supplierId)}
    />
  );
}
