import { useState } from 'react';
import { MSG } from '#contract/messages';
import { isFailedResponse } from '#machines/error-text';
import { Alert, Button, Stack } from '#ui';

/** The answer to a save over someone else's newer one (spec: MSG.staleRecord). */
export const isStaleAnswer = (error: unknown) => isFailedResponse(error) && error.status === 409;

/**
 * What a versioned edit page keeps beside its form: the version it sends back with the save
 * and whether the last save was refused as stale. `loaded` is the version of the record as the
 * page last fetched it; a reload brings a new one and starts over from it. An upload or a key
 * rotation on the page moves the record's version on: `adopt` takes the answered version only
 * when it is the very next one, i.e. nobody else saved in between (then the save stays stale).
 */
export function useVersionedEdit(loaded: number | undefined, refetch: () => Promise<unknown>) {
  const [held, setHeld] = useState({ base: loaded, current: loaded });
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // A fetched record (a reload) replaces whatever was held for the one before.
  if (held.base !== loaded) setHeld({ base: loaded, current: loaded });
  const version = held.base === loaded ? held.current : loaded;

  return {
    /** The version to send; 0 before the record is loaded (never accepted by the server). */
    version: version ?? 0,
    stale,
    reloading,
    adopt: (next: number) =>
      setHeld((h) =>
        h.current !== undefined && next === h.current + 1 ? { ...h, current: next } : h,
      ),
    /** Pass a save's failure here: a stale one shows the notice with its Reload action. */
    failed: (error: unknown) => {
      if (isStaleAnswer(error)) setStale(true);
    },
    reload: async () => {
      setReloading(true);
      try {
        await refetch();
        setStale(false);
      } finally {
        setReloading(false);
      }
    },
  };
}

export type VersionedEdit = ReturnType<typeof useVersionedEdit>;

/**
 * Shown above an edit form whose save was refused as stale: says so and offers Reload, which
 * fetches the record again; the page keys its form by the record's version, so the form starts
 * over from the reloaded values.
 */
export function StaleNotice({ edit }: { edit: VersionedEdit }) {
  if (!edit.stale) return null;
  return (
    <Alert tone="warning">
      <Stack gap="sm">
        <span>{MSG.staleRecord}</span>
        <div>
          <Button tone="secondary" loading={edit.reloading} onClick={() => void edit.reload()}>
            Reload
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/** Mutation options of a versioned save: its stale refusal is the page's notice, not a toast. */
export const SHOWS_STALE = { meta: { showsStale: true } } as const;
