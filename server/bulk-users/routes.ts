import { initServer } from '@ts-rest/fastify';
import { BULK_TEXT, bulkUsersContract } from '#contract/bulk-users';
import { accessOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { HttpProblem } from '#server/http/problem';
import { fieldError } from '#server/kit/index';
import { importSpreadsheet } from './import';
import { GateFull } from './parse';
import { addMembers, membersAmong, roleNames, rolesByName } from './store';
import { buildTemplate } from './template';
import { readExcelUpload } from './upload';

const s = initServer();

export function bulkUsersRouter(deps: AppDeps) {
  const { db } = deps.db;

  return s.router(bulkUsersContract, {
    excelTemplate: async ({ params, reply }) => {
      const bytes = await buildTemplate(await roleNames(db, params.companyId));
      reply.header('content-disposition', 'attachment; filename="users-template.xlsx"');
      return { status: 200, body: bytes };
    },

    excelUpload: async ({ request, params, reply }) => {
      const { companyId } = params;
      try {
        // The upload goes straight in, so no variable here keeps the file's bytes alive.
        const result = await importSpreadsheet(
          db,
          companyId,
          await readExcelUpload(request),
          accessOf(request),
        );
        return { status: 200, body: result };
      } catch (err) {
        if (!(err instanceof GateFull)) throw err;
        reply.header('retry-after', String(err.retryAfterSeconds));
        throw new HttpProblem(503, { title: BULK_TEXT.busy });
      }
    },

    bulkInsert: async ({ request, params, body }) => {
      const { companyId } = params;
      const known = new Set((await rolesByName(db, companyId)).values());
      if (body.users.some((u) => !known.has(u.roleId))) {
        throw fieldError('users', BULK_TEXT.rolesOfThisCompany);
      }
      const keys = body.users.map((u) => u.email.toLowerCase());
      const members = await membersAmong(db, companyId, keys);
      const seen = new Set<string>();
      const fresh = body.users.filter((u) => {
        const key = u.email.toLowerCase();
        if (members.has(key) || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const joined = await addMembers(db, companyId, fresh, accessOf(request));
      return { status: 200, body: joined };
    },
  });
}
