import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { MSG } from '#contract/messages';
import type { UserFields } from '#contract/users';
import { Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { EntityFrame, type EntityMode } from '../../components/EntityFrame';
import { SHOWS_STALE, StaleNotice, useVersionedEdit } from '../../components/stale-edit';
import { notifications } from '../../notify/store';
import { LoginHistory } from './LoginHistory';
import { ProfilePicture } from './ProfilePicture';
import { userPaths, usersKey } from './paths';
import { UserForm } from './UserForm';
import { EMPTY_USER, toBody } from './user-body';

const TITLES = { view: 'View User', edit: 'Edit User', add: 'Add User' } as const;

/** View, edit or add one user; a user that fails to load sends the visitor back to the list. */
export function UserFormPage({ mode }: { mode: EntityMode }) {
  const { companyId = '', userId = '' } = useParams<{ companyId: string; userId: string }>();
  const paths = userPaths(companyId);
  const [, navigate] = useLocation();
  const client = tsr.useQueryClient();
  const [pendingPicture, setPendingPicture] = useState<File | null>(null);
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  const roles = tsr.users.roleOptions.useQuery({
    queryKey: [...usersKey(companyId), 'roleoptions'],
    queryData: { params: { companyId } },
  });
  const user = tsr.users.get.useQuery({
    queryKey: [...usersKey(companyId), 'user', userId],
    queryData: { params: { companyId, userId } },
    enabled: mode !== 'add',
  });
  const picture = tsr.users.profilePicture.useMutation();
  const refresh = () => client.invalidateQueries({ queryKey: usersKey(companyId) });
  const create = tsr.users.create.useMutation();
  const loaded = user.data?.body;
  const edit = useVersionedEdit(loaded?.version, user.refetch);
  const update = tsr.users.update.useMutation({ ...SHOWS_STALE, onError: edit.failed });

  const uploadNow = (file: File) => {
    if (mode === 'add') {
      setPendingPicture(file);
      setPictureUrl(URL.createObjectURL(file));
      return;
    }
    picture.mutate(
      { params: { companyId, userId }, body: { profilePic: file } },
      {
        onSuccess: ({ body }) => {
          setPictureUrl(body.profilePicUrl);
          void refresh();
        },
        onError: () => notifications.notify('error', MSG.pictureFailed),
      },
    );
  };

  // A failed save rejects, so that the form shows the server's field errors under the fields.
  const save = async (body: UserFields) => {
    if (mode === 'add') {
      const { body: created } = await create.mutateAsync({ params: { companyId }, body });
      // An account already used elsewhere keeps its own picture; only its person changes it.
      const uploaded =
        pendingPicture && created.accountEditable
          ? await picture
              .mutateAsync({
                params: { companyId, userId: String(created.userId) },
                body: { profilePic: pendingPicture },
              })
              .then(() => true)
              .catch(() => false)
          : true;
      notifications.notify(
        uploaded ? 'success' : 'info',
        uploaded ? 'Successfully added new user' : MSG.userCreatedPictureFailed,
      );
      if (!created.accountEditable) notifications.notify('info', MSG.accountJoined);
    } else {
      await update.mutateAsync({
        params: { companyId, userId },
        body: { ...body, version: edit.version },
      });
      notifications.notify('success', 'Successfully updated user');
    }
    navigate(paths.list);
    void refresh();
  };

  const failed = user.isError;
  useEffect(() => {
    if (failed) navigate(paths.list);
  }, [failed, navigate, paths.list]);
  const initial = mode === 'add' ? EMPTY_USER : loaded && toBody(loaded);
  const roleRows = roles.data?.body;
  const accountLocked = loaded?.accountEditable === false;

  return (
    <EntityFrame
      config={{
        titles: TITLES,
        listPath: paths.list,
        editPath: mode === 'view' ? paths.edit(userId) : null,
        editPermission: 'company_users_edit',
      }}
      mode={mode}
      loading={!initial || !roleRows}
      failed={user.isError || roles.isError}
    >
      {(readOnly) =>
        initial && roleRows ? (
          <Stack gap="lg">
            <StaleNotice edit={edit} />
            <ProfilePicture
              url={pictureUrl ?? loaded?.profilePicUrl ?? null}
              readOnly={readOnly || accountLocked}
              busy={picture.isPending}
              onFile={uploadNow}
            />
            <UserForm
              // A reload brings a new version: the form starts over from the reloaded user.
              key={loaded ? `${loaded.userId}@${loaded.version}` : 'new'}
              initial={initial}
              roles={roleRows}
              emailLocked={mode !== 'add'}
              accountLocked={accountLocked}
              readOnly={readOnly}
              saving={create.isPending || update.isPending}
              onSave={save}
            />
            {mode !== 'add' && loaded ? <LoginHistory logins={loaded.userLogins} /> : null}
          </Stack>
        ) : null
      }
    </EntityFrame>
  );
}
