import { Link } from 'wouter';
import type { CreditAccount } from '#contract/linked-companies';
import { Card, Page, Skeleton, Stack } from '#ui';
import { tsr } from '../../api/tsr';
import { KitActions } from '../../kit/KitAction';
import type { KitAction } from '../../kit/types';
import { CompanyTabs } from './CompanyTabs';
import { type CreditChange, CreditMoveDialog } from './CreditMoveDialog';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

/** /…/companies/:companyId/credit/:creditId: limit, available and used, and what changes them. */
export function CreditAccountPage() {
  const { applicationId, companyId, creditId, name } = useCompanyPage();
  const paths = linkedPaths(applicationId);
  const query = tsr.linkedCompanies.creditGet.useQuery({
    queryKey: [...linkedKey(applicationId), 'account', creditId],
    queryData: { params: { applicationId, linkedCompanyId: companyId, creditId } },
  });
  const account = query.data?.body;
  const move = (
    label: string,
    change: CreditChange,
    tone: 'primary' | 'secondary' | 'quiet',
  ): KitAction<CreditAccount> => ({
    label,
    access: change === 'limit' ? 'linkedCompanies.creditUpdate' : 'linkedCompanies.creditMove',
    tone,
    dialog: (rec, onClose) => (
      <CreditMoveDialog
        applicationId={applicationId}
        account={rec}
        change={change}
        onClose={onClose}
      />
    ),
  });
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
            <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
              <KitActions
                actions={[
                  move('Top up', 'topup', 'primary'),
                  move('Adjust', 'adjustment', 'secondary'),
                  move('Change limit', 'limit', 'quiet'),
                ]}
                rec={account}
                cacheKey={linkedKey(applicationId)}
              />
            </div>
          </Stack>
        )}
      </Card>
    </Page>
  );
}
