import { describe, expect, it } from 'vitest';
import { MSG } from '../../contract/messages';
import { adoptVersion, runSave, type SaveState, versionToSend } from '../../src/kit/save-run';

const stale = { status: 409, body: { title: MSG.staleRecord } };
const invalid = { status: 400, body: { title: 'x', errors: { email: ['Email already used.'] } } };
const conflict = { status: 409, body: { title: 'The order is already cancelled.' } };

/** One save as a panel makes it, recording what the user is shown and told. */
async function save(outcome: { answers: unknown } | { refuses: unknown }, staleRefetches = false) {
  const shown: SaveState[] = [];
  const told: string[] = [];
  let refreshed = 0;
  const result = await runSave({
    call: () =>
      'answers' in outcome ? Promise.resolve(outcome.answers) : Promise.reject(outcome.refuses),
    refresh: async () => {
      refreshed += 1;
    },
    show: (state) => shown.push(state),
    done: 'Saved.',
    notify: (text) => told.push(text),
    staleRefetches,
  }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { shown, told, refreshed, result, last: shown.at(-1) };
}

describe('a save through the kit (useSave)', () => {
  it('is busy while it runs, then says so, refreshes the page and shows nothing left over', async () => {
    const { shown, told, refreshed, result, last } = await save({ answers: { id: 7 } });
    expect(shown[0]?.saving).toBe(true);
    expect(last).toEqual({ saving: false, stale: false, errors: {}, failure: null });
    expect(told).toEqual(['Saved.']);
    expect(refreshed).toBe(1);
    expect(result).toEqual({ value: { id: 7 } });
  });

  it('puts a 400 answer’s messages under their fields and says nothing went well', async () => {
    const { told, last, refreshed, result } = await save({ refuses: invalid });
    expect(last?.errors).toEqual({ email: ['Email already used.'] });
    expect(last?.stale).toBe(false);
    expect(told).toEqual([]);
    expect(refreshed).toBe(0);
    // Rejected, so a form can show the messages under its own fields.
    expect(result).toEqual({ error: invalid });
  });

  it('marks a save over someone else’s newer one as stale, for the page’s Reload', async () => {
    const { last, refreshed } = await save({ refuses: stale });
    expect(last?.stale).toBe(true);
    expect(last?.failure).toBe(MSG.staleRecord);
    expect(refreshed).toBe(0);
  });

  it('refetches at once on a stale save when the panel shows the record itself', async () => {
    const { last, refreshed } = await save({ refuses: stale }, true);
    expect(last?.stale).toBe(true);
    expect(refreshed).toBe(1);
  });

  it('keeps a business refusal’s own text for a dialog to show, not as stale', async () => {
    const { last } = await save({ refuses: conflict });
    expect(last).toMatchObject({ stale: false, errors: {}, failure: conflict.body.title });
  });

  it('says something went wrong when the call never got an answer', async () => {
    const { last } = await save({ refuses: new Error('network') });
    expect(last?.failure).toBe(MSG.somethingWentWrong);
  });
});

describe('the version a save sends', () => {
  it('is the one read, or a later one the page’s own upload or rotation moved it to', () => {
    expect(versionToSend(4, null)).toBe(4);
    expect(versionToSend(4, 5)).toBe(5);
    // A reload read a newer version than the one adopted before it.
    expect(versionToSend(7, 5)).toBe(7);
  });

  it('takes a version from the page’s own write only when nobody saved in between', () => {
    // Read at 4, the logo upload answered 5: the next save sends 5.
    expect(adoptVersion(4, null, 5)).toBe(5);
    // Someone else saved 5 meanwhile and the upload answered 6: the save stays stale at 4.
    expect(adoptVersion(4, null, 6)).toBe(null);
    // Two uploads in a row: 5, then 6.
    expect(adoptVersion(4, 5, 6)).toBe(6);
  });
});
