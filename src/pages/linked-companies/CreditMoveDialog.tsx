import { useState } from 'react';
import { type CreditAccount, LINKED_TEXT } from '#contract/linked-companies';
import { Dialog, DialogActions, Stack, TextField } from '#ui';
import { type Money, MoneyField } from '#ui/forms';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { moneyOf, moneyText } from './money';
import { linkedKey } from './paths';

/** What the dialog changes: a top-up, a signed adjustment, or the limit (an adjustment too). */
export type CreditChange = 'topup' | 'adjustment' | 'limit';

const TITLES: Record<CreditChange, string> = {
  topup: 'Top up credit',
  adjustment: 'Adjust credit',
  limit: 'Change credit limit',
};

const HINTS: Record<CreditChange, string> = {
  topup: 'Added to the available credit',
  adjustment: 'A negative amount takes credit away, up to what is available',
  limit: 'The difference from the current limit is added to or taken from the available credit',
};

/** The amount (MoneyField, integer minor units) and the reason every change of credit needs. */
export function CreditMoveDialog({
  applicationId,
  account,
  change,
  onClose,
}: {
  applicationId: string;
  account: CreditAccount;
  change: CreditChange;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState<Money>(
    change === 'limit'
      ? moneyOf(account.limit, account.currency)
      : { minor: null, currency: account.currency },
  );
  const [reason, setReason] = useState('');
  const params = {
    applicationId,
    linkedCompanyId: String(account.linkedCompanyId),
    creditId: String(account.creditId),
  };
  const send = async (_: undefined, version: number) =>
    change === 'limit'
      ? expectStatus(
          api.linkedCompanies.creditUpdate({
            params,
            body: { limit: moneyText(amount), reason, version },
          }),
          200,
        )
      : expectStatus(
          api.linkedCompanies.creditMove({
            params,
            body: { kind: change, amount: moneyText(amount), reason },
          }),
          201,
        );
  const saving = useSave({
    cacheKey: linkedKey(applicationId),
    version: account.version,
    call: send,
    done: change === 'limit' ? LINKED_TEXT.creditUpdated : LINKED_TEXT.moved,
    onSaved: onClose,
  });
  const { errors } = saving;
  return (
    <Dialog
      open
      title={TITLES[change]}
      onClose={onClose}
      actions={
        <DialogActions
          confirmLabel="Save"
          busy={saving.saving}
          onConfirm={() => void saving.submit(undefined)}
          onCancel={onClose}
        />
      }
    >
      <Stack>
        <MoneyField
          label={change === 'limit' ? 'New limit' : 'Amount'}
          hint={HINTS[change]}
          value={amount}
          onValueChange={setAmount}
          currencies={[account.currency]}
          errors={errors.amount ?? errors.limit ?? []}
          required
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          errors={errors.reason ?? []}
          required
        />
      </Stack>
    </Dialog>
  );
}
