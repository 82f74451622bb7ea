import { useState } from 'react';

/**
 * What the user is typing, kept apart from the committed value: a half-typed amount or an
 * invalid range stays on screen while the caller keeps its last valid value. When the caller's
 * value changes from outside (a reset, a loaded record), the draft follows it — adjusted during
 * render, React's pattern for state derived from a prop, so no effect runs a frame late.
 * `emit` passes a value to the caller and marks it as seen, so the user's own change does not
 * come back and rewrite what they are typing ("7" must not turn into "7.00" mid-word).
 */
export function useDraft<V, D>(
  value: V,
  toDraft: (value: V) => D,
  same: (a: V, b: V) => boolean,
  onValueChange: (value: V) => void,
) {
  const [draft, setDraft] = useState<D>(() => toDraft(value));
  const [seen, setSeen] = useState<V>(value);
  if (!same(seen, value)) {
    setSeen(value);
    setDraft(toDraft(value));
  }
  const emit = (next: V) => {
    setSeen(next);
    onValueChange(next);
  };
  return [draft, setDraft, emit] as const;
}
