import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { CURREX_TEXT, type RateRecord, RateUpdate } from '#contract/currency-exchange';
import { Card, LoadingBlock, Page, Select, Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { DataTable } from '../../charts/DataTable';
import { HistoryPanel } from '../../components/HistoryPanel';
import { usePermission } from '../../components/permissions';
import { useDateFormat } from '../../dates/use-date-format';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { declaredForm } from '../../kit/KitForm';
import { useSave } from '../../kit/use-save';
import { type RateForm, rateGroups } from './forms';
import { currexKey } from './paths';
import { RateChart } from './RateChart';

const rateForm = declaredForm(RateUpdate.omit({ version: true }), rateGroups, true);

const formOf = (r: RateRecord): RateForm => ({
  baseCurrency: r.baseCurrency || 'GBP',
  buyRate: r.buyRate,
  sellRate: r.sellRate,
  margin: r.margin || '0',
});

/** The chosen currency's manual entry and its history chart. */
function RateDesk({ applicationId, rate }: { applicationId: string; rate: RateRecord }) {
  const currencyId = String(rate.currencyId);
  const mayEdit = usePermission('currexRates.update');
  const dates = useDateFormat();
  const history = tsr.currexRates.history.useQuery({
    queryKey: [...currexKey(applicationId), 'rate-history', currencyId],
    queryData: { params: { applicationId, currencyId } },
  });
  const saving = useSave({
    cacheKey: currexKey(applicationId),
    version: rate.version,
    done: CURREX_TEXT.rateSaved,
    onStale: 'refetch',
    call: (body: RateForm, version) =>
      expectStatus(
        api.currexRates.update({
          params: { applicationId, currencyId },
          body: { ...body, version },
        }),
        200,
      ),
  });
  return (
    <Stack gap="lg">
      <div key={`${currencyId}-${rate.version}`}>
        {rateForm({
          initial: formOf(rate),
          readOnly: !mayEdit,
          saving: saving.saving,
          onSave: saving.save,
          adopt: saving.adopt,
        })}
      </div>
      <Card title={`${rate.code} rate history`}>
        {history.data ? <RateChart history={history.data.body} dates={dates} /> : <LoadingBlock />}
      </Card>
      <HistoryPanel
        companyId={String(rate.companyId)}
        area="currexRates"
        recordId={String(rate.currencyId)}
      />
    </Stack>
  );
}

/** /applications/:applicationId/exchangeRateManager: every currency's rate, one entered at a time. */
export function RateManagerPage() {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const rates = tsr.currexRates.list.useQuery({
    queryKey: [...currexKey(applicationId), 'rates'],
    queryData: { params: { applicationId } },
  });
  const items = rates.data?.body.items ?? [];
  // A currency's page links here with ?currency=<id>: its rates open first.
  const [chosen, setChosen] = useState(new URLSearchParams(useSearch()).get('currency') ?? '');
  const rate = items.find((r) => String(r.currencyId) === chosen) ?? items[0];
  return (
    <Page title="Exchange Rate Manager">
      {rates.data ? (
        <Stack gap="lg">
          <Card>
            <DataTable
              caption="Current rates of the application's currencies"
              rows={items}
              columns={[
                { header: 'Currency', cell: (r) => `${r.code} ${r.name}` },
                { header: 'Base', cell: (r) => r.baseCurrency || '—' },
                { header: 'Buy Rate', cell: (r) => r.buyRate || 'No rate yet', numeric: true },
                { header: 'Sell Rate', cell: (r) => r.sellRate, numeric: true },
                { header: 'Margin (%)', cell: (r) => r.margin, numeric: true },
                { header: 'Last Updated', cell: (r) => <DateTimeCell value={r.lastUpdated} /> },
              ]}
            />
          </Card>
          {rate ? (
            <>
              <Select
                label="Currency"
                value={String(rate.currencyId)}
                options={items.map((r) => ({
                  value: String(r.currencyId),
                  label: `${r.code} ${r.name}`,
                }))}
                onValueChange={setChosen}
              />
              <RateDesk applicationId={applicationId} rate={rate} />
            </>
          ) : (
            <p>Add a currency in the currency manager to enter its rates.</p>
          )}
        </Stack>
      ) : (
        <LoadingBlock />
      )}
    </Page>
  );
}
