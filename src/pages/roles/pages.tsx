import { useLocation, useParams } from 'wouter';
import { HistoryPanel } from '../../components/HistoryPanel';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { roleAdd, roleRecord, roleRemove, rolesArea, rolesList } from './roles-area';

type Params = { companyId: string; roleId: string };

/** /companies/{companyId}/roles: the company's roles, searched, sorted and paged by the server. */
export function RolesList() {
  const { companyId = '' } = useParams<Params>();
  const [, navigate] = useLocation();
  return (
    <KitListPage
      area={rolesArea(companyId)}
      list={rolesList(companyId, navigate)}
      remove={roleRemove(companyId)}
    />
  );
}

/** View Role (with its History) or Edit Role. */
export function RolePage({ mode }: { mode: 'view' | 'edit' }) {
  const { companyId = '', roleId = '' } = useParams<Params>();
  const record = {
    ...roleRecord(companyId),
    history: () => <HistoryPanel companyId={companyId} area="roles" recordId={roleId} />,
  };
  return <KitRecordPage area={rolesArea(companyId)} record={record} id={roleId} mode={mode} />;
}

export function RoleAdd() {
  const { companyId = '' } = useParams<Params>();
  return <KitAddPage area={rolesArea(companyId)} add={roleAdd(companyId)} />;
}

export const RoleView = () => <RolePage mode="view" />;
export const RoleEdit = () => <RolePage mode="edit" />;
