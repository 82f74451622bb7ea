import type { CrmCompany } from '#contract/admin-crm';
import { Card, List, Muted, Stack } from '#ui';
import { tsr } from '../../../api/tsr';
import { KitChildList } from '../../../kit/KitChildList';
import { RecordLink } from '../../../kit/RecordLink';
import { crmAppsArea, crmAppsList } from '../apps/apps-area';
import { CRM_KEY, crmPaths } from '../crm-paths';
import { crmUsersArea, crmUsersList } from '../users/users-area';

/** What a company's view page shows under its details: its users, applications and origins. */
export function CompanyPanels({ company }: { company: CrmCompany }) {
  const companyId = String(company.companyId);
  return (
    <Stack gap="lg">
      <KitChildList area={crmUsersArea(companyId)} list={crmUsersList(companyId)} />
      <KitChildList area={crmAppsArea(companyId)} list={crmAppsList(companyId)} />
      <CompanyRegistrations companyId={companyId} />
    </Stack>
  );
}

/** The registrations of interest that led to the company, each opening its registration. */
function CompanyRegistrations({ companyId }: { companyId: string }) {
  const registrations = tsr.adminCrm.companyRegistrations.useQuery({
    queryKey: [...CRM_KEY, 'company', companyId, 'registrations'],
    queryData: { params: { companyId } },
  });
  const rows = registrations.data?.body ?? [];
  return (
    <Card title="Registrations">
      {rows.length === 0 ? (
        <Muted>No registration of interest led to this company.</Muted>
      ) : (
        <List
          label="Registrations"
          items={rows}
          getKey={(r) => r.registrationId}
          render={(r) => (
            <RecordLink href={crmPaths.registrations.view(r.registrationId)}>
              {`${r.companyName} — ${r.firstName} ${r.lastName} (${r.email})`}
            </RecordLink>
          )}
        />
      )}
    </Card>
  );
}
