import { useState } from 'react';
import { errorTextsFrom } from '#machines/error-text';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { notifications } from '../notify/store';
import type { KitRemove } from './types';

/** What a delete dialog is given: the record, how the area removes it, and where to go after. */
type DeleteProps<Row, Remove> = {
  noun: string;
  row: Row;
  remove: Remove;
  onClose: (deleted: boolean) => void;
};

/**
 * The delete confirmation of a kit list: asks the area's question, deletes on confirm, and keeps
 * the dialog open with the server's reason when the delete is refused.
 */
export function KitDelete<Row>({
  noun,
  row,
  remove,
  onClose,
}: DeleteProps<Row, Extract<KitRemove<Row>, { run: unknown }>>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove.run(row);
      notifications.notify('success', remove.done);
      onClose(true);
    } catch (failure) {
      setError(errorTextsFrom(failure).join(' '));
      setBusy(false);
    }
  };
  return (
    <DeleteConfirm
      open
      title={`Delete ${noun.toLowerCase()}`}
      prompt={remove.prompt(row)}
      error={error}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(false)}
    />
  );
}

/** The area's own delete dialog when it declares one, else the kit's confirmation. */
export function KitRemoveDialog<Row>(props: DeleteProps<Row, KitRemove<Row>>) {
  const { row, remove, onClose } = props;
  if ('dialog' in remove) return <>{remove.dialog(row, onClose)}</>;
  return <KitDelete {...props} remove={remove} />;
}
