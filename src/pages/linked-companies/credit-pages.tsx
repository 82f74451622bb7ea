import { useMemo } from 'react';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { CompanyTabs } from './CompanyTabs';
import { accountAdd, accountRecord, accountsArea, accountsList, useAccount } from './credit-area';
import { useCompanyPage } from './use-company';

/** A linked company's credit pages: one module, one chunk. */
export { CreditUsagePage } from './CreditUsagePage';

/** /applications/:applicationId/companies/:companyId/credit: its accounts, one per currency. */
export function CreditListPage() {
  const { applicationId, companyId, name } = useCompanyPage();
  const list = useMemo(() => accountsList(applicationId, companyId), [applicationId, companyId]);
  return (
    <KitListPage
      area={accountsArea({ applicationId, companyId, name })}
      list={list}
      title={name ? `Credit of ${name}` : 'Credit'}
      above={<CompanyTabs applicationId={applicationId} companyId={companyId} />}
    />
  );
}

/** /…/companies/:companyId/credit/add: a new account's currency and limit (available at once). */
export function CreditAddPage() {
  const { applicationId, companyId, name } = useCompanyPage();
  const add = useMemo(() => accountAdd(applicationId, companyId), [applicationId, companyId]);
  return <KitAddPage area={accountsArea({ applicationId, companyId, name })} add={add} />;
}

/** /…/companies/:companyId/credit/:creditId: limit, available and used, and what changes them. */
export function CreditAccountPage() {
  const { applicationId, companyId, creditId, name } = useCompanyPage();
  // The query the record page reads too (one request): the title names the account's currency.
  const account = useAccount(applicationId, companyId, creditId).data?.body;
  const record = useMemo(() => accountRecord(applicationId, companyId), [applicationId, companyId]);
  return (
    <KitRecordPage
      area={accountsArea({ applicationId, companyId, name }, account)}
      record={record}
      id={creditId}
      mode="view"
    />
  );
}
