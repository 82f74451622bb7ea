import { initServer } from '@ts-rest/fastify';
import { MSG } from '#contract/messages';
import { preferencesContract } from '#contract/preferences';
import { principalOf } from '#server/access/index';
import type { Db } from '#server/db/client';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import {
  addStar,
  heldPermissions,
  loadStarred,
  loadTheme,
  loadTour,
  removeStar,
  saveTheme,
  saveTour,
} from './store';

const s = initServer();

/** The route table's rule (src/routing/guards.ts): any one name of a comma list suffices. */
const permits = (required: string | null, held: readonly string[]) =>
  !required || required.split(',').some((name) => held.includes(name.trim()));

/** The starred pages the user may still open: a role edited since starring hides pages. */
async function visibleStarred(db: Db, userId: number, companyId: number) {
  const [rows, held] = await Promise.all([
    loadStarred(db, userId, companyId),
    heldPermissions(db, userId, companyId),
  ]);
  return rows.filter((row) => permits(row.permission, held));
}

/** Any signed-in user's own settings; starred pages belong to the token's active company. */
export function preferencesRouter(deps: AppDeps) {
  const { db } = deps.db;

  return s.router(preferencesContract, {
    theme: async ({ request }) => {
      const { userId } = principalOf(request);
      return { status: 200, body: await loadTheme(db, userId) };
    },

    saveTheme: async ({ request, body }) => {
      const { userId } = principalOf(request);
      await saveTheme(db, userId, body);
      return { status: 200, body };
    },

    tour: async ({ request }) => {
      const { userId } = principalOf(request);
      return { status: 200, body: { done: await loadTour(db, userId) } };
    },

    saveTour: async ({ request, body }) => {
      const { userId } = principalOf(request);
      await saveTour(db, userId, body.done);
      return { status: 200, body };
    },

    starred: async ({ request }) => {
      const { userId, companyId } = principalOf(request);
      return { status: 200, body: await visibleStarred(db, userId, companyId) };
    },

    star: async ({ request, body }) => {
      const { userId, companyId } = principalOf(request);
      // A page the user cannot open is not theirs to star.
      if (!permits(body.permission, await heldPermissions(db, userId, companyId)))
        throw new HttpProblem(403, { title: MSG.notAllowed });
      await addStar(db, userId, companyId, body);
      return { status: 200, body: await visibleStarred(db, userId, companyId) };
    },

    unstar: async ({ request, query }) => {
      const { userId, companyId } = principalOf(request);
      await removeStar(db, userId, companyId, query.path);
      return { status: 200, body: await visibleStarred(db, userId, companyId) };
    },
  });
}
