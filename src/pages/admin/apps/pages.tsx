import { useParams } from 'wouter';
import { KitAddPage } from '../../../kit/KitAddPage';
import { KitRecordPage } from '../../../kit/KitRecordPage';
import { crmAppAdd, crmAppRecord, crmAppsArea } from './apps-area';

type Params = { companyId: string; applicationId: string };

/** /admin/crm/companies/{companyId}/apps/add */
export function CrmAppAddPage() {
  const { companyId = '' } = useParams<Params>();
  return <KitAddPage area={crmAppsArea(companyId)} add={crmAppAdd(companyId)} />;
}

/** /apps/{applicationId}/view (read-only, Edit) and /apps/{applicationId} (edit). */
function CrmAppPage({ mode }: { mode: 'view' | 'edit' }) {
  const { companyId = '', applicationId = '' } = useParams<Params>();
  return (
    <KitRecordPage
      area={crmAppsArea(companyId)}
      record={crmAppRecord(companyId)}
      id={applicationId}
      mode={mode}
    />
  );
}

export const CrmAppViewPage = () => <CrmAppPage mode="view" />;
export const CrmAppEditPage = () => <CrmAppPage mode="edit" />;
