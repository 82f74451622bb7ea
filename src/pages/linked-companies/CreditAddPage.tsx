import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LINKED_TEXT } from '#contract/linked-companies';
import { Button, Card, Page, Stack } from '#ui';
import { type Money, MoneyField } from '#ui/forms';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { serverFieldErrors } from '../../components/server-errors';
import { expectStatus } from '../../kit/calls';
import { notifications, notifyFailure } from '../../notify/store';
import { ACCOUNT_CURRENCIES, moneyText } from './money';
import { linkedKey, linkedPaths } from './paths';
import { useCompanyPage } from './use-company';

/** /…/companies/:companyId/credit/add: a new account's currency and limit (available at once). */
export function CreditAddPage() {
  const { applicationId, companyId, name } = useCompanyPage();
  const paths = linkedPaths(applicationId);
  const client = tsr.useQueryClient();
  const [, navigate] = useLocation();
  const [limit, setLimit] = useState<Money>({ minor: null, currency: 'GBP' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const { creditId } = await expectStatus(
        api.linkedCompanies.creditCreate({
          params: { applicationId, linkedCompanyId: companyId },
          body: { currency: limit.currency, limit: moneyText(limit) },
        }),
        201,
      );
      await client.invalidateQueries({ queryKey: [...linkedKey(applicationId)] });
      notifications.notify('success', LINKED_TEXT.creditAdded);
      navigate(paths.account(companyId, creditId));
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      notifyFailure(failure);
      setSaving(false);
    }
  };
  return (
    <Page
      title={name ? `Add credit account for ${name}` : 'Add credit account'}
      actions={<Link href={paths.credit(companyId)}>Back to credit</Link>}
    >
      <Card>
        <form onSubmit={(event) => void submit(event)} noValidate>
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
              <Button tone="primary" type="submit" disabled={saving}>
                Save
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
