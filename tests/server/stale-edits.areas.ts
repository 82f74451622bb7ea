import type * as z from 'zod';
import { AREA_FIXTURES } from './fixtures';
import type { StaleEdit } from './fixtures/define';

export type VersionedArea = StaleEdit;

/** What an edit page sends of a record it read: its form's fields (`body`), and no other. */
export const formOf = (body: z.ZodObject, read: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(body.shape).map((key) => [key, read[key]]));

/** Every versioned record kind the areas declare (tests/server/fixtures/<area>.ts). */
export const AREAS: readonly StaleEdit[] = Object.values(AREA_FIXTURES).flatMap(
  (fixtures) => fixtures.staleEdits ?? [],
);
