import { useState } from 'react';
import { useParams } from 'wouter';
import { COUNTRIES } from '#contract/constants';
import { FEED_TEXT } from '#contract/offer-feed';
import { PRODUCT_TYPES } from '#contract/supplier-records';
import {
  Button,
  Card,
  ConfirmDialog,
  LoadingBlock,
  Muted,
  Page,
  Select,
  Stack,
  TextField,
} from '#ui';
import { DateField } from '#ui/forms';
import { tsr } from '../../api/tsr';
import { HistoryPanel, historyKey } from '../../components/HistoryPanel';
import { PermissionGate } from '../../components/permissions';
import { notifications } from '../../notify/store';
import { useSession } from '../../session/session';
import { EMPTY_FILTERS, type FeedForm, feedUrl } from './feed-url';
import * as styles from './rss.css';

const any = (values: readonly string[]) => [
  { value: '', label: 'Any' },
  ...values.map((value) => ({ value, label: value })),
];
const STARS = any(['1', '2', '3', '4', '5']).map((o) =>
  o.value ? { ...o, label: `${o.value}★ or more` } : o,
);

/**
 * /applications/:applicationId/tools/rsslinkbuilder: filters to the address of a public RSS
 * feed of the application's offers (property content), named by the application's feed key.
 */
export function RssLinkBuilderPage() {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  // The application is the session's company's (the route's guard): its History is that company's.
  const companyId = useSession()?.selectedCompanyId;
  const client = tsr.useQueryClient();
  const link = tsr.offerFeedLink.get.useQuery({
    queryKey: ['offer-feed', applicationId],
    queryData: { params: { applicationId } },
  });
  const rotate = tsr.offerFeedLink.rotate.useMutation({
    onSuccess: () => {
      notifications.notify('success', FEED_TEXT.rotated);
      void link.refetch();
      void client.invalidateQueries({ queryKey: historyKey('offerFeeds', applicationId) });
      setAsking(false);
    },
  });
  const [form, setForm] = useState<FeedForm>(EMPTY_FILTERS);
  const [asking, setAsking] = useState(false);
  const feedPath = link.data?.body.feedPath ?? '';
  const built = feedUrl(window.location.origin, feedPath, form);
  const set = (key: keyof FeedForm) => (value: string) => setForm({ ...form, [key]: value });
  const text = (key: keyof FeedForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    errors: built.errors[key],
  });

  return (
    <Page title="RSS Link Builder" subtitle="A feed of your offers from property content.">
      <Stack gap="lg">
        <Card title="Filters">
          <div className={styles.grid}>
            <Select
              label="Country"
              options={any(COUNTRIES)}
              value={form.country}
              onValueChange={set('country')}
            />
            <TextField
              label="Destination"
              hint="Part of the location's name"
              {...text('destination')}
            />
            <Select
              label="Stars"
              options={STARS}
              value={form.minStars}
              onValueChange={set('minStars')}
            />
            <Select
              label="Product Type"
              options={any(PRODUCT_TYPES)}
              value={form.productType}
              onValueChange={set('productType')}
            />
            <TextField label="Lowest Price" hint="e.g. 50.00" {...text('minPrice')} />
            <TextField label="Highest Price" hint="e.g. 500.00" {...text('maxPrice')} />
            <TextField
              label="Currency"
              hint="ISO 4217, e.g. EUR; the prices are in it"
              {...text('currency')}
            />
            <DateField
              label="Open From"
              value={form.from}
              onValueChange={set('from')}
              errors={built.errors.from}
            />
            <DateField
              label="Open To"
              value={form.to}
              onValueChange={set('to')}
              errors={built.errors.to}
            />
          </div>
          <Button tone="secondary" onClick={() => setForm(EMPTY_FILTERS)}>
            Clear filters
          </Button>
        </Card>
        <Card title="Feed address">
          {link.isPending ? (
            <LoadingBlock />
          ) : (
            <Stack>
              <Muted>
                Anyone with this address reads the matching offers; it shows nothing else.
              </Muted>
              <TextField label="Feed URL" readOnly value={built.url} data-testid="feed-url" />
              <div className={styles.actions}>
                <Button
                  disabled={!built.url}
                  onClick={() => {
                    void navigator.clipboard?.writeText(built.url);
                    notifications.notify('success', 'Feed address copied');
                  }}
                >
                  Copy address
                </Button>
                {built.url ? (
                  <Button asChild tone="secondary">
                    <a href={built.url} target="_blank" rel="noreferrer">
                      Open feed
                    </a>
                  </Button>
                ) : null}
                <PermissionGate access="offerFeedLink.rotate">
                  <Button tone="danger" onClick={() => setAsking(true)}>
                    New feed address
                  </Button>
                </PermissionGate>
              </div>
            </Stack>
          )}
        </Card>
        {/* Each new address is a row here, by whom and when; the keys themselves never are. */}
        {companyId ? (
          <HistoryPanel companyId={String(companyId)} area="offerFeeds" recordId={applicationId} />
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking}
        title="New feed address"
        description="The current address stops working: sites and readers that use it need the new one."
        confirmLabel="Make a new address"
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate({ params: { applicationId } })}
        onCancel={() => setAsking(false)}
      />
    </Page>
  );
}
