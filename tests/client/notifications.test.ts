import { describe, expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { createNotificationStore, notifyFailure } from '../../src/notify/store';

describe('notifications', () => {
  it('shows one failure notification per catalogue text', () => {
    const store = createNotificationStore();
    notifyFailure(
      { status: 400, body: { title: 'Invalid', errors: { a: ['First'], b: ['Second'] } } },
      store,
    );
    expect(store.getSnapshot().map((n) => [n.kind, n.text])).toEqual([
      ['error', 'First'],
      ['error', 'Second'],
    ]);
  });

  it('restarts a repeated message instead of stacking a copy', () => {
    const store = createNotificationStore();
    store.notify('error', MSG.wrongCredentials);
    const first = store.getSnapshot()[0]?.id;
    store.notify('error', MSG.wrongCredentials);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.id).not.toBe(first);
  });

  it('removes a dismissed notification and tells subscribers', () => {
    const store = createNotificationStore();
    let changes = 0;
    store.subscribe(() => changes++);
    store.notify('success', 'Saved');
    const id = store.getSnapshot()[0]?.id ?? -1;
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(changes).toBe(2);
  });
});
