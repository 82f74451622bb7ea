import { useState } from 'react';
import { GIFT_TEXT, type GiftVoucher } from '#contract/gift-vouchers';
import { Button, Dialog, DialogActions, formatMoney, Stack, TextField } from '#ui';
import { SelectField } from '#ui/forms';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { giftKey } from './paths';

/** Issues one voucher: the value (one of those offered) and who bought it. */
export function IssueDialog({
  applicationId,
  voucher,
  onClose,
}: {
  applicationId: string;
  voucher: GiftVoucher;
  onClose: () => void;
}) {
  const [value, setValue] = useState(voucher.values[0] ?? '');
  const [buyerName, setBuyerName] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const saving = useSave({
    cacheKey: giftKey(applicationId),
    call: async () =>
      expectStatus(
        api.giftVoucherIssues.issue({
          params: { applicationId, giftVoucherId: String(voucher.giftVoucherId) },
          body: { value, buyerName, buyerEmail },
        }),
        201,
      ),
    done: GIFT_TEXT.issued,
    onSaved: (issued) => setCode(issued?.code ?? null),
  });
  const { errors } = saving;
  return (
    <Dialog
      open
      title={code ? 'Voucher issued' : `Issue a ${voucher.name}`}
      onClose={onClose}
      actions={
        code ? (
          <Button tone="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <DialogActions
            confirmLabel="Issue"
            busy={saving.saving}
            onConfirm={() => void saving.submit(undefined)}
            onCancel={onClose}
          />
        )
      }
    >
      {code ? (
        <p>
          Give the buyer this code: <strong data-testid="issued-code">{code}</strong>
        </p>
      ) : (
        <Stack>
          <SelectField
            label="Value"
            options={voucher.values.map((v) => ({
              value: v,
              label: formatMoney(v, voucher.currency),
            }))}
            value={value}
            onValueChange={setValue}
            errors={errors.value ?? []}
          />
          <TextField
            label="Buyer name"
            value={buyerName}
            onChange={(event) => setBuyerName(event.target.value)}
            errors={errors.buyerName ?? []}
            required
          />
          <TextField
            label="Buyer email"
            type="email"
            value={buyerEmail}
            onChange={(event) => setBuyerEmail(event.target.value)}
            errors={errors.buyerEmail ?? []}
            required
          />
        </Stack>
      )}
    </Dialog>
  );
}
