import { errorTextsFrom } from '#machines/error-text';
import { serverFieldErrors } from '../components/server-errors';
import { isStale } from './calls';

/** A 400 answer's messages by field, for the inputs that sent them. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** What a page shows of its last save: busy, refused as stale, or refused with reasons. */
export interface SaveState {
  saving: boolean;
  stale: boolean;
  errors: FieldErrors;
  /** The refusal's text, for a dialog that keeps it on screen (the toast has it too). */
  failure: string | null;
}

export const IDLE: SaveState = { saving: false, stale: false, errors: {}, failure: null };

/** How a refusal shows: a stale edit, the 400's field errors, and its text. */
export function refusalOf(error: unknown): SaveState {
  return {
    saving: false,
    stale: isStale(error),
    errors: serverFieldErrors(error),
    failure: errorTextsFrom(error).join(' '),
  };
}

export interface SaveSteps<Result> {
  call(): Promise<Result>;
  /** Refetches what the save changed (the area's queries). */
  refresh(): Promise<unknown>;
  show(state: SaveState): void;
  /** Said when it worked. */
  done?: string | undefined;
  notify(text: string): void;
  /** A stale refusal refetches at once (a panel), instead of waiting for the form's Reload. */
  staleRefetches?: boolean | undefined;
}

/**
 * One save, from busy to done or refused. Rejects with the refusal so a form can put a 400's
 * messages under its own fields.
 */
export async function runSave<Result>(steps: SaveSteps<Result>): Promise<Result> {
  steps.show({ ...IDLE, saving: true });
  try {
    const result = await steps.call();
    await steps.refresh();
    if (steps.done) steps.notify(steps.done);
    steps.show(IDLE);
    return result;
  } catch (error) {
    const refused = refusalOf(error);
    if (refused.stale && steps.staleRefetches) await steps.refresh();
    steps.show(refused);
    throw error;
  }
}

/**
 * The version a save sends: the one the page read, or a later one its own writes beside the
 * form moved the record to (a logo upload, a key rotation), so they are not taken for someone
 * else's.
 */
export const versionToSend = (loaded: number, adopted: number | null) =>
  Math.max(adopted ?? 0, loaded);

/**
 * A write beside the form answered `next`: taken only when it is the very next version, i.e.
 * nobody else saved in between (then the save stays stale, as it should).
 */
export const adoptVersion = (loaded: number, adopted: number | null, next: number) =>
  next === versionToSend(loaded, adopted) + 1 ? next : adopted;
