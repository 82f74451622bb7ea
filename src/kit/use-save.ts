import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { tsr } from '../api/tsr';
import { notifications } from '../notify/store';
import { adoptVersion, IDLE, runSave, type SaveState, versionToSend } from './save-run';

export interface SaveOptions<Body, Result> {
  /** The react-query key of the area: a save refreshes every query under it. */
  cacheKey: readonly unknown[];
  call(body: Body, version: number): Promise<Result>;
  /** The record's version as fetched; left out for a write that sends none. */
  version?: number;
  done?: string;
  onSaved?(result: Result): void;
  /**
   * A save refused as stale: the page shows StaleNotice with Reload (`notice`, no toast), or
   * the panel refetches the record at once (`refetch`); otherwise it is only notified.
   */
  onStale?: 'notice' | 'refetch';
}

/**
 * The one way a page or panel saves: through react-query's mutation (a failure is notified like
 * every other call), with its busy, stale and field-error state and the version to send.
 * `save` rejects on a refusal (forms need it); `submit` does not (buttons and panels).
 */
export function useSave<Body, Result>(options: SaveOptions<Body, Result>) {
  const client = tsr.useQueryClient();
  const [state, setState] = useState<SaveState>(IDLE);
  const [adopted, setAdopted] = useState<number | null>(null);
  const loaded = options.version ?? 0;
  const version = versionToSend(loaded, adopted);
  const mutation = useMutation({
    mutationFn: (body: Body) => options.call(body, version),
    // A page that shows its stale notice (with Reload) needs no toast saying it again.
    meta: { showsStale: options.onStale === 'notice' },
  });
  const save = async (body: Body) => {
    const result = await runSave({
      call: () => mutation.mutateAsync(body),
      refresh: () => client.invalidateQueries({ queryKey: [...options.cacheKey] }),
      show: setState,
      done: options.done,
      notify: (text) => notifications.notify('success', text),
      staleRefetches: options.onStale === 'refetch',
    });
    options.onSaved?.(result);
    return result;
  };
  return {
    ...state,
    save,
    submit: (body: Body) =>
      save(body).then(
        () => true,
        () => false,
      ),
    /** Forgets the last refusal (Cancel, Reload) and any adopted version. */
    reset: () => {
      setState(IDLE);
      setAdopted(null);
    },
    adopt: (next: number) => setAdopted((held) => adoptVersion(loaded, held, next)),
  };
}
