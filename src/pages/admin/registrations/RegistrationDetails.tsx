import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Registration } from '#contract/admin-crm';
import { Card, Facts, Stack } from '#ui';
import { DateTimeCell } from '../../../kit/cells';
import { crmPaths } from '../crm-paths';

/**
 * What the registration said (read-only), and its next step: "Create company from
 * registration" until it became a company, then a link to that company.
 */
export function RegistrationDetails({ registration: r }: { registration: Registration }) {
  const rows: [string, ReactNode][] = [
    ['Company', r.companyName],
    ['Type', r.companyType],
    ['Person', `${r.firstName} ${r.lastName}`],
    ['Email', r.email],
    ['Phone', r.phone],
    ['Country', r.countryCode],
    ['Message', r.message],
    ['Submissions', r.submissions],
    ['Received', <DateTimeCell key="created" value={r.created} />],
  ];
  return (
    <Card title="Registration">
      <Stack>
        <Facts rows={rows} />
        <div>
          {r.companyId !== null ? (
            <Link href={crmPaths.companies.view(r.companyId)}>
              {`Open ${r.linkedCompanyName ?? 'the company'}`}
            </Link>
          ) : (
            <Link href={crmPaths.companies.fromRegistration(r.registrationId)}>
              Create company from registration
            </Link>
          )}
        </div>
      </Stack>
    </Card>
  );
}
