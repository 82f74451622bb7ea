import { useParams } from 'wouter';
import { HistoryPanel } from '../../components/HistoryPanel';
import { UserFormPage } from './UserFormPage';

export default function UserViewPage() {
  const { companyId = '', userId = '' } = useParams<{ companyId: string; userId: string }>();
  return (
    <>
      <UserFormPage mode="view" />
      <HistoryPanel companyId={companyId} area="users" recordId={userId} />
    </>
  );
}
