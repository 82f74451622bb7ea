import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LINKED_TEXT } from '#contract/linked-companies';
import { Button, Card, Page, Stack } from '#ui';
import { type Money, MoneyField } from '#ui/forms';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { ACCOUNT_CURRENCIES, moneyText } from './money';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

/** /…/companies/:companyId/credit/add: a new account's currency and limit (available at once). */
export function CreditAddPage() {
  const { applicationId, companyId, name } = useCompanyPage();
  const paths = linkedPaths(applicationId);
  const [, navigate] = useLocation();
  const [limit, setLimit] = useState<Money>({ minor: null, currency: 'GBP' });
  const saving = useSave({
    cacheKey: linkedKey(applicationId),
    call: (money: Money) =>
      expectStatus(
        api.linkedCompanies.creditCreate({
          params: { applicationId, linkedCompanyId: companyId },
          body: { currency: money.currency, limit: moneyText(money) },
        }),
        201,
      ),
    done: LINKED_TEXT.creditAdded,
    onSaved: ({ creditId }) => navigate(paths.account(companyId, creditId)),
  });
  const { errors } = saving;
  return (
    <Page
      title={name ? `Add credit account for ${name}` : 'Add credit account'}
      actions={<Link href={paths.credit(companyId)}>Back to credit</Link>}
    >
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saving.submit(limit);
          }}
          noValidate
        >
          <Stack>
            <MoneyField
              label="Credit limit"
              hint="Available to the company as soon as the account is added"
              value={limit}
              onValueChange={setLimit}
              currencies={ACCOUNT_CURRENCIES}
              errors={[...(errors.limit ?? []), ...(errors.currency ?? [])]}
              required
            />
            <div>
              <Button tone="primary" type="submit" loading={saving.saving}>
                Save
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
