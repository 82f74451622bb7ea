import { Link } from 'wouter';
import type { CreditAccount } from '#contract/linked-companies';
import { Card, formatMoney, Stack } from '#ui';
import type { KitAction } from '../../kit/types';
import { type CreditChange, CreditMoveDialog } from './CreditMoveDialog';
import { linkedPaths } from './paths';

/** Top up, adjust and change the limit: each a dialog asking the amount and the reason. */
export const moveAction = (
  applicationId: string,
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

/** The account's figures: what a form would show, read-only; its changes are the actions. */
export function CreditFigures({
  applicationId,
  account,
}: {
  applicationId: string;
  account: CreditAccount;
}) {
  const figure = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd style={{ fontSize: '1.5rem', margin: 0 }}>{formatMoney(value, account.currency)}</dd>
    </div>
  );
  return (
    <Card>
      <Stack>
        <dl
          aria-label="Credit"
          style={{ display: 'flex', gap: '2.5rem', flexWrap: 'wrap', margin: 0 }}
        >
          {figure('Limit', account.limit)}
          {figure('Available', account.available)}
          {figure('Used', account.used)}
        </dl>
        <Link href={linkedPaths(applicationId).usage(account.linkedCompanyId, account.creditId)}>
          Usage ledger
        </Link>
      </Stack>
    </Card>
  );
}
