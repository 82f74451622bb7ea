import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { tsr } from '../api/tsr';
import { isStale } from './calls';

/**
 * A save through react-query's mutation (so a failure is notified like every other call) that
 * remembers a stale refusal, for the page to offer Reload; a later save forgets it.
 */
export function useSave<Body, Result>(
  cacheKey: readonly unknown[],
  call: (body: Body) => Promise<Result>,
  onSaved: (result: Result) => void,
) {
  const client = tsr.useQueryClient();
  const [stale, setStale] = useState(false);
  const mutation = useMutation({ mutationFn: call });
  const save = async (body: Body) => {
    setStale(false);
    try {
      const result = await mutation.mutateAsync(body);
      await client.invalidateQueries({ queryKey: [...cacheKey] });
      onSaved(result);
    } catch (error) {
      if (isStale(error)) setStale(true);
      throw error;
    }
  };
  return { save, saving: mutation.isPending, stale, clearStale: () => setStale(false) };
}
