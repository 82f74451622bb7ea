import { initServer } from '@ts-rest/fastify';
import { MSG } from '#contract/messages';
import { INVITATION_TEXT, UserBody, UserUpdate, usersContract } from '#contract/users';
import { accessOf } from '#server/access/index';
import type { AppDeps } from '#server/deps';
import { storeFile } from '#server/files/store';
import { createCountCache } from '#server/http/count-cache';
import { readImageUpload } from '#server/http/upload';
import { Invalid } from '#server/kit/errors';
import { enqueueInvitation } from '#server/outbox/enqueue';
import { invitationState } from './invitation';
import { listUsers } from './list';
import { loadUser } from './load';
import { roleOptions } from './store';
import { addUser, removeUser, saveUser, setPictureIfEditable } from './write';

const s = initServer();

export function usersRouter(deps: AppDeps) {
  const { db } = deps.db;
  const counts = createCountCache();
  const member = (companyId: number, userId: number, callerId: number) =>
    loadUser(db, companyId, userId, callerId);

  return s.router(usersContract, {
    list: async ({ params, query }) => {
      return { status: 200, body: await listUsers(db, counts, params.companyId, query) };
    },

    roleOptions: async ({ params }) => {
      return { status: 200, body: await roleOptions(db, params.companyId) };
    },

    create: async ({ request, params, body }) => {
      const who = accessOf(request);
      return { status: 201, body: await addUser(db, who, params.companyId, UserBody.parse(body)) };
    },

    get: async ({ request, params }) => {
      const who = accessOf(request);
      return { status: 200, body: await member(params.companyId, params.userId, who.userId) };
    },

    update: async ({ request, params, body }) => {
      const who = accessOf(request);
      await saveUser(db, who, params.companyId, params.userId, UserUpdate.parse(body));
      return { status: 200, body: await member(params.companyId, params.userId, who.userId) };
    },

    remove: async ({ request, params }) => {
      const who = accessOf(request);
      const user = await member(params.companyId, params.userId, who.userId);
      if (user.userId === who.userId) throw new Invalid(MSG.deleteOwnAccount);
      if (user.isHostAdmin) throw new Invalid(MSG.deleteAdminAccount);
      await removeUser(db, who, params.companyId, params.userId);
      return { status: 200, body: { message: MSG.userDeleted } };
    },

    resendInvitation: async ({ request, params }) => {
      await member(params.companyId, params.userId, accessOf(request).userId);
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
      const who = accessOf(request);
      const user = await member(params.companyId, params.userId, who.userId);
      if (!user.accountEditable) throw new Invalid(MSG.accountShared);
      const upload = await readImageUpload(request, MSG.pictureFailed);
      const profilePicUrl = await storeFile(db, upload);
      // Checked again under the account's lock: it may have joined another company meanwhile.
      const { companyId, userId } = params;
      const set = await setPictureIfEditable(db, companyId, userId, who.userId, profilePicUrl);
      if (!set) throw new Invalid(MSG.accountShared);
      return { status: 200, body: { profilePicUrl } };
    },
  });
}
