import { useRef } from 'react';
import { useParams } from 'wouter';
import { HistoryPanel } from '../../components/HistoryPanel';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { userAdd, userRecord } from './user-record';
import { usersArea } from './users-area';

type Params = { companyId: string; userId: string };

/** View User (with its History) or Edit User. */
export function UserPage({ mode }: { mode: 'view' | 'edit' }) {
  const { companyId = '', userId = '' } = useParams<Params>();
  const record = {
    ...userRecord(companyId),
    history: () => <HistoryPanel companyId={companyId} area="users" recordId={userId} />,
  };
  return <KitRecordPage area={usersArea(companyId)} record={record} id={userId} mode={mode} />;
}

export function UserAdd() {
  const { companyId = '' } = useParams<Params>();
  const pending = useRef<File | null>(null);
  return <KitAddPage area={usersArea(companyId)} add={userAdd(companyId, pending)} />;
}

export const UserView = () => <UserPage mode="view" />;
export const UserEdit = () => <UserPage mode="edit" />;
