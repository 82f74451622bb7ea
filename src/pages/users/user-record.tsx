import { MSG } from '#contract/messages';
import type { CompanyUser, UserBody, UserFields } from '#contract/users';
import { LoadingBlock, Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import type { KitAdd, KitFormProps, KitRecord } from '../../kit/types';
import { notifications } from '../../notify/store';
import { LoginHistory } from './LoginHistory';
import { usersKey } from './paths';
import { type PendingFile, PendingPicture, StoredPicture } from './UserPicture';
import { EMPTY_USER, toBody } from './user-body';
import { userForm } from './user-form';
import { userRemove } from './users-area';

type Props = KitFormProps<UserBody, UserFields>;

/** The user form with the company's roles; the email identifies the account once added. */
function MemberForm({
  companyId,
  user,
  ...props
}: Props & { companyId: string; user: CompanyUser | null }) {
  const roles = tsr.users.roleOptions.useQuery({
    queryKey: [...usersKey(companyId), 'roleoptions'],
    queryData: { params: { companyId } },
  }).data?.body;
  if (!roles) return <LoadingBlock />;
  const accountLocked = user?.accountEditable === false;
  return userForm({ roles, editing: user !== null, accountLocked })(props);
}

/** View User (with the logins of the past 60 days) and Edit User. */
export const userRecord = (companyId: string): KitRecord<CompanyUser, UserBody, UserFields> => ({
  nameOf: (u) => `${u.firstName} ${u.lastName}`.trim() || u.email,
  useRecord: (userId) =>
    tsr.users.get.useQuery({
      queryKey: [...usersKey(companyId), 'user', userId],
      queryData: { params: { companyId, userId } },
    }),
  toForm: toBody,
  form: (props, user) => (
    <Stack gap="lg">
      <StoredPicture companyId={companyId} user={user} readOnly={props.readOnly} />
      <MemberForm {...props} companyId={companyId} user={user} />
    </Stack>
  ),
  update: (userId, body, version) =>
    expectStatus(
      api.users.update({ params: { companyId, userId }, body: { ...body, version } }),
      200,
    ),
  versionOf: (user) => user.version,
  updated: 'Successfully updated user',
  // In view and edit mode alike, as the spec's user page shows it.
  beside: (user) => <LoginHistory logins={user.userLogins} />,
  remove: userRemove(companyId),
});

/** Uploads the picture chosen on the add page; an account used elsewhere keeps its own. */
async function uploadPending(companyId: string, userId: number, pending: PendingFile) {
  const file = pending.current;
  if (!file) return;
  const params = { companyId, userId: String(userId) };
  const answer = await api.users
    .profilePicture({ params, body: { profilePic: file } })
    .catch(() => null);
  if (answer?.status !== 200) notifications.notify('info', MSG.userCreatedPictureFailed);
}

export const userAdd = (companyId: string, pending: PendingFile): KitAdd<UserBody, UserFields> => ({
  useInitial: () => EMPTY_USER,
  form: (props) => (
    <Stack gap="lg">
      <PendingPicture pending={pending} />
      <MemberForm {...props} companyId={companyId} user={null} />
    </Stack>
  ),
  create: async (body) => {
    const added = await expectStatus(api.users.create({ params: { companyId }, body }), 201);
    if (added.accountEditable) await uploadPending(companyId, added.userId, pending);
    else notifications.notify('info', MSG.accountJoined);
    return added.userId;
  },
  added: 'Successfully added new user',
});
