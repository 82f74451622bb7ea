import { useState } from 'react';
import { Button, ConfirmDialog } from '#ui';
import { useMayCall } from '../components/permissions';
import { shownActions } from './shown-actions';
import type { KitAction } from './types';
import { useSave } from './use-save';

type Runs<Rec> = Extract<KitAction<Rec>, { run: unknown }>;

/** A record action that runs a call, asking first when it declares a confirmation. */
function RunAction<Rec>({
  action,
  rec,
  cacheKey,
}: {
  action: Runs<Rec>;
  rec: Rec;
  cacheKey: readonly unknown[];
}) {
  const [asking, setAsking] = useState(false);
  const run = useSave({
    cacheKey,
    call: () => action.run(rec),
    done: action.done,
    onSaved: () => setAsking(false),
  });
  const { confirm } = action;
  return (
    <>
      <Button
        tone={action.tone ?? 'secondary'}
        loading={run.saving && !confirm}
        onClick={() => (confirm ? setAsking(true) : void run.submit(undefined))}
      >
        {action.label}
      </Button>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          title={confirm.title}
          description={confirm.description}
          confirmLabel={confirm.confirmLabel}
          error={run.failure}
          busy={run.saving}
          onConfirm={() => void run.submit(undefined)}
          onCancel={() => {
            setAsking(false);
            run.reset();
          }}
        />
      ) : null}
    </>
  );
}

/** A record action that opens the area's own dialog. */
function DialogAction<Rec>({
  action,
  rec,
}: {
  action: Extract<KitAction<Rec>, { dialog: unknown }>;
  rec: Rec;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone={action.tone ?? 'secondary'} onClick={() => setOpen(true)}>
        {action.label}
      </Button>
      {open ? action.dialog(rec, () => setOpen(false)) : null}
    </>
  );
}

/** A record's actions in order, each a button (and its dialog) for users who may call it. */
export function KitActions<Rec>({
  actions,
  rec,
  cacheKey,
}: {
  actions: readonly KitAction<Rec>[];
  rec: Rec;
  cacheKey: readonly unknown[];
}) {
  const mayCall = useMayCall();
  return (
    <>
      {shownActions(actions, rec, mayCall).map((action) =>
        'run' in action ? (
          <RunAction key={action.label} action={action} rec={rec} cacheKey={cacheKey} />
        ) : (
          <DialogAction key={action.label} action={action} rec={rec} />
        ),
      )}
    </>
  );
}

/** One action outside a record page's header (an order's Cancel, a dashboard's Delete). */
export const KitActionButton = <Rec,>({
  action,
  rec,
  cacheKey,
}: {
  action: KitAction<Rec>;
  rec: Rec;
  cacheKey: readonly unknown[];
}) => <KitActions actions={[action]} rec={rec} cacheKey={cacheKey} />;
