import { useState } from 'react';
import { Link } from 'wouter';
import { Button, Card, Page, Skeleton, Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { PermissionGate } from '../../components/permissions';
import { CompanyTabs } from './CompanyTabs';
import { type CreditChange, CreditMoveDialog } from './CreditMoveDialog';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

/** /…/companies/:companyId/credit/:creditId: limit, available and used, and what changes them. */
export function CreditAccountPage() {
  const { applicationId, companyId, creditId, name } = useCompanyPage();
  const paths = linkedPaths(applicationId);
  const [change, setChange] = useState<CreditChange | null>(null);
  const query = tsr.linkedCompanies.creditGet.useQuery({
    queryKey: [...linkedKey(applicationId), 'account', creditId],
    queryData: { params: { applicationId, linkedCompanyId: companyId, creditId } },
  });
  const account = query.data?.body;
  const figure = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd style={{ fontSize: '1.5rem', margin: 0 }}>{`${value} ${account?.currency ?? ''}`}</dd>
    </div>
  );
  return (
    <Page
      title={
        account
          ? `${account.currency} credit of ${name || account.linkedCompanyName}`
          : 'Credit account'
      }
      actions={<Link href={paths.usage(companyId, creditId)}>Usage ledger</Link>}
    >
      <CompanyTabs applicationId={applicationId} companyId={companyId} />
      <Card>
        {!account ? (
          <Skeleton />
        ) : (
          <Stack>
            <dl
              aria-label="Credit"
              style={{ display: 'flex', gap: '2.5rem', flexWrap: 'wrap', margin: 0 }}
            >
              {figure('Limit', account.limit)}
              {figure('Available', account.available)}
              {figure('Used', account.used)}
            </dl>
            <PermissionGate access="linkedCompanies.creditMove">
              <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
                <Button tone="primary" onClick={() => setChange('topup')}>
                  Top up
                </Button>
                <Button tone="secondary" onClick={() => setChange('adjustment')}>
                  Adjust
                </Button>
                <Button tone="quiet" onClick={() => setChange('limit')}>
                  Change limit
                </Button>
              </div>
            </PermissionGate>
          </Stack>
        )}
      </Card>
      {account && change ? (
        <CreditMoveDialog
          applicationId={applicationId}
          account={account}
          change={change}
          onClose={() => setChange(null)}
        />
      ) : null}
    </Page>
  );
}
