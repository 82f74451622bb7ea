import { useState } from 'react';
import { MAX_BATCH, type VoucherBatch } from '#contract/promo-codes';
import { Button, Card, formatCount, Muted, Stack, TextField } from '#ui';
import { DateField } from '#ui/forms';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { SearchChoice } from '../../kit/SearchChoice';
import { useSave } from '../../kit/use-save';
import { downloadFile } from '../customers/download';
import { promoKey } from './paths';
import { ruleChoices } from './rule-choices';

type Form = { voucherRuleId: string; quantity: string; prefix: string; expiresOn: string };
const EMPTY: Form = { voucherRuleId: '', quantity: '1000', prefix: '', expiresOn: '' };

/** Polls a running batch once a second; stops when it is done or failed. */
function useBatch(applicationId: string, batch: VoucherBatch | null) {
  const read = tsr.voucherCodes.batch.useQuery({
    queryKey: [...promoKey(applicationId), 'batch', batch?.batchId ?? 0],
    queryData: { params: { applicationId, voucherBatchId: String(batch?.batchId ?? 0) } },
    enabled: batch !== null,
    refetchInterval: (query) =>
      query.state.data?.body.status === 'Running' || !query.state.data ? 1000 : false,
  });
  return read.data?.body ?? batch;
}

/**
 * Generates a batch of codes under a rule on the server, shows its progress while it runs, and
 * offers the codes as .csv and .xlsx once it is done.
 */
export function BatchPanel({ applicationId }: { applicationId: string }) {
  const canGenerate = usePermission('voucherCodes.generate');
  const [form, setForm] = useState(EMPTY);
  const [started, setStarted] = useState<VoucherBatch | null>(null);
  const batch = useBatch(applicationId, started);
  const saving = useSave({
    cacheKey: promoKey(applicationId),
    call: (body: Form) =>
      expectStatus(
        api.voucherCodes.generate({
          params: { applicationId },
          body: {
            voucherRuleId: Number(body.voucherRuleId),
            quantity: Number(body.quantity),
            prefix: body.prefix,
            expiresOn: body.expiresOn,
          },
        }),
        202,
      ),
    onSaved: setStarted,
  });
  if (!canGenerate) return null;
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const base = `/api/applications/${applicationId}/voucherBatches/${batch?.batchId ?? 0}/codes`;
  return (
    <Card title="Generate a batch">
      <Stack>
        <Muted>
          Up to {formatCount(MAX_BATCH)} unique codes under one rule, without look-alike characters
          (no 0, O, 1, I or L).
        </Muted>
        <form
          aria-label="Generate a batch"
          onSubmit={(event) => {
            event.preventDefault();
            void saving.submit(form);
          }}
        >
          <Stack>
            <SearchChoice
              label="Rule"
              choices={ruleChoices(applicationId)}
              value={form.voucherRuleId}
              onChange={(id) => set('voucherRuleId')(id === null ? '' : String(id))}
              errors={saving.errors.voucherRuleId ?? []}
            />
            <TextField
              label="Quantity"
              inputMode="numeric"
              value={form.quantity}
              errors={saving.errors.quantity ?? []}
              onChange={(e) => set('quantity')(e.target.value)}
            />
            <TextField
              label="Prefix"
              hint="Optional, e.g. SUMMER-"
              value={form.prefix}
              errors={saving.errors.prefix ?? []}
              onChange={(e) => set('prefix')(e.target.value)}
            />
            <DateField
              label="Expires"
              value={form.expiresOn}
              errors={saving.errors.expiresOn ?? []}
              onValueChange={set('expiresOn')}
            />
            <div>
              <Button type="submit" loading={saving.saving || batch?.status === 'Running'}>
                Generate
              </Button>
            </div>
          </Stack>
        </form>
        {batch ? (
          <section aria-label="Batch progress" aria-live="polite">
            <Stack>
              <progress max={batch.quantity} value={batch.generated} aria-label="Codes generated" />
              <Muted>
                {batch.status === 'Done'
                  ? `Batch ${batch.batchId}: ${formatCount(batch.generated)} codes generated.`
                  : batch.status === 'Failed'
                    ? `Batch ${batch.batchId} stopped after ${formatCount(batch.generated)} codes.`
                    : `Generating: ${formatCount(batch.generated)} of ${formatCount(batch.quantity)}…`}
              </Muted>
              {batch.status === 'Done' ? (
                <div>
                  <Button
                    tone="secondary"
                    onClick={() => downloadFile(`${base}.csv`, `promo-codes-${batch.batchId}.csv`)}
                  >
                    Download .csv
                  </Button>{' '}
                  <Button
                    tone="secondary"
                    onClick={() =>
                      downloadFile(`${base}.xlsx`, `promo-codes-${batch.batchId}.xlsx`)
                    }
                  >
                    Download .xlsx
                  </Button>
                </div>
              ) : null}
            </Stack>
          </section>
        ) : null}
      </Stack>
    </Card>
  );
}
