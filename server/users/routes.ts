import { initServer } from '@ts-rest/fastify';
import { MSG } from '#contract/messages';
import { INVITATION_TEXT, USER_TEXT, UserBody, usersContract } from '#contract/users';
import { requireAccess } from '#server/access/index';
import { setProfilePicture } from '#server/account/store';
import type { AppDeps } from '#server/deps';
import { storeFile } from '#server/files/store';
import { HttpProblem } from '#server/http/problem';
import { isUniqueViolation } from '#server/http/unique-violation';
import { readImageUpload } from '#server/http/upload';
import { enqueueInvitation } from '#server/outbox/enqueue';
import { createCountCache } from './count-cache';
import { invitationState } from './invitation';
import { listUsers } from './list';
import { loadUser } from './load';
import { roleOptions } from './store';
import { insertUser, removeUser, updateUser } from './write';

const s = initServer();
const notFound = () => new HttpProblem(404, { title: MSG.notFound });

/** Two people adding the same new address at once: the loser sees the form error. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new HttpProblem(400, {
        title: MSG.invalidForm,
        errors: { email: [USER_TEXT.emailTaken] },
      });
    }
    throw err;
  }
}

export function usersRouter(deps: AppDeps) {
  const { db } = deps.db;
  const access = requireAccess(deps);
  const counts = createCountCache();
  const member = async (companyId: number, userId: number) => {
    const user = await loadUser(db, companyId, userId);
    if (!user) throw notFound();
    return user;
  };

  return s.router(usersContract, {
    list: async ({ request, params, query }) => {
      await access.company(request, params.companyId, 'company_users_read');
      return { status: 200, body: await listUsers(db, counts, params.companyId, query) };
    },

    roleOptions: async ({ request, params }) => {
      await access.company(request, params.companyId, 'company_users_read');
      return { status: 200, body: await roleOptions(db, params.companyId) };
    },

    create: async ({ request, params, body }) => {
      await access.company(request, params.companyId, 'company_users_edit');
      const fields = UserBody.parse(body);
      const added = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          const user = await insertUser(tx, params.companyId, fields);
          // Committed with the membership: a crash right after cannot lose the invitation.
          if (user.needsPassword) await enqueueInvitation(tx, params.companyId, user.userId);
          return user;
        }),
      );
      return { status: 201, body: { userId: added.userId } };
    },

    get: async ({ request, params }) => {
      await access.company(request, params.companyId, 'company_users_read');
      return { status: 200, body: await member(params.companyId, params.userId) };
    },

    update: async ({ request, params, body }) => {
      await access.company(request, params.companyId, 'company_users_edit');
      await member(params.companyId, params.userId);
      const fields = UserBody.parse(body);
      await db.transaction((tx) => updateUser(tx, params.companyId, params.userId, fields));
      return { status: 200, body: await member(params.companyId, params.userId) };
    },

    remove: async ({ request, params }) => {
      const who = await access.company(request, params.companyId, 'company_users_edit');
      const user = await member(params.companyId, params.userId);
      if (user.userId === who.userId) {
        throw new HttpProblem(400, { title: MSG.deleteOwnAccount });
      }
      if (user.isHostAdmin) throw new HttpProblem(400, { title: MSG.deleteAdminAccount });
      await removeUser(db, params.companyId, params.userId);
      return { status: 200, body: { message: MSG.userDeleted } };
    },

    resendInvitation: async ({ request, params }) => {
      await access.company(request, params.companyId, 'company_users_edit');
      await member(params.companyId, params.userId);
      const state = await invitationState(db, params.userId);
      if (state === 'accepted') {
        return { status: 409, body: { title: INVITATION_TEXT.alreadySignedIn } };
      }
      // One still waiting to go out is enough: a double click sends one mail.
      if (state !== 'queued') {
        await enqueueInvitation(db, params.companyId, params.userId);
      }
      return { status: 200, body: { message: INVITATION_TEXT.resent } };
    },

    profilePicture: async ({ request, params }) => {
      await access.company(request, params.companyId, 'company_users_edit');
      await member(params.companyId, params.userId);
      const upload = await readImageUpload(request, MSG.pictureFailed);
      const profilePicUrl = await storeFile(db, upload);
      await setProfilePicture(db, params.userId, profilePicUrl);
      return { status: 200, body: { profilePicUrl } };
    },
  });
}
