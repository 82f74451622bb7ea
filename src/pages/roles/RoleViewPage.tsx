import { useParams } from 'wouter';
import { HistoryPanel } from '../../components/HistoryPanel';
import { RoleFormPage } from './RoleFormPage';

export default function RoleViewPage() {
  const { companyId = '', roleId = '' } = useParams<{ companyId: string; roleId: string }>();
  return (
    <>
      <RoleFormPage mode="view" />
      <HistoryPanel companyId={companyId} area="roles" recordId={roleId} />
    </>
  );
}
