import { useParams } from 'wouter';
import { KitAddPage } from '../../../kit/KitAddPage';
import { KitRecordPage } from '../../../kit/KitRecordPage';
import { crmUserAdd, crmUserRecord, crmUsersArea } from './users-area';

type Params = { companyId: string; userId: string };

/** /admin/crm/companies/{companyId}/users/add */
export function CrmUserAddPage() {
  const { companyId = '' } = useParams<Params>();
  return <KitAddPage area={crmUsersArea(companyId)} add={crmUserAdd(companyId)} />;
}

/** /users/{userId}/view (read-only, Edit) and /users/{userId} (edit). */
function CrmUserPage({ mode }: { mode: 'view' | 'edit' }) {
  const { companyId = '', userId = '' } = useParams<Params>();
  return (
    <KitRecordPage
      area={crmUsersArea(companyId)}
      record={crmUserRecord(companyId)}
      id={userId}
      mode={mode}
    />
  );
}

export const CrmUserViewPage = () => <CrmUserPage mode="view" />;
export const CrmUserEditPage = () => <CrmUserPage mode="edit" />;
