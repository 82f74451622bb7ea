import { expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { WIDGETS } from '#contract/widget-catalogue';
import { WIDGET_TEXT, type WidgetInstance } from '#contract/widgets';
import { body, caller, WIDGET_BODIES } from './dashboards.fixtures';
import { ADMIN, describeEachDatabase } from './harness';
import { signedIn } from './signed-in';

const company = '/api/companies/1';
const add = (widgetId: number, endpoint: string) =>
  `${company}/dashboards/0/widgets/${widgetId}/${endpoint}`;
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('widget settings', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = caller(server, () => admin);
  const errorsOf = async (widgetId: number, endpoint: string, payload: object) => {
    const res = await call<{ title: string; errors: Record<string, string[]> }>(
      'POST',
      add(widgetId, endpoint),
      payload,
    );
    expect(res.status).toBe(400);
    // The date range is the body's own shape (the document says so), titled as an invalid form;
    // a widget's own rules are business rules, titled with the (first) broken rule's message.
    const [first] = Object.values(res.body.errors).flat();
    expect(res.body.title).toBe(res.body.errors.dateRangeId ? MSG.invalidForm : first);
    return res.body.errors;
  };

  it('serves the catalogue and adds, reads and saves every widget', async () => {
    const catalogue = await call<{ widgets: { widgetId: number }[]; presets: unknown[] }>(
      'GET',
      '/api/widgets',
    );
    expect(catalogue.body.widgets.map((w) => w.widgetId)).toEqual(WIDGETS.map((w) => w.widgetId));
    expect(catalogue.body.presets).toHaveLength(7);
    for (const w of WIDGETS) {
      const added = await call<WidgetInstance>(
        'POST',
        add(w.widgetId, w.apiEndpoint),
        WIDGET_BODIES[w.apiEndpoint],
      );
      expect(added.status, w.url).toBe(201);
      const id = added.body.instanceId;
      const saved = await call<WidgetInstance>('PUT', `${company}/widgets/${id}/${w.apiEndpoint}`, {
        ...WIDGET_BODIES[w.apiEndpoint],
        widgetTitle: `Saved ${w.url}`,
        dateRangeId: null,
        customDateRange: '2026-01-01 to 2026-01-31',
      });
      expect(saved.status, w.url).toBe(200);
      const read = await call<WidgetInstance>('GET', `${company}/widgets/${id}`);
      expect(read.body).toMatchObject({
        widgetTitle: `Saved ${w.url}`,
        customDateRange: '2026-01-01 to 2026-01-31',
        dateRangeId: null,
      });
      expect((await call('GET', `${company}/widgets/${id}/data`)).status).toBe(200);
      expect((await call('DELETE', `${company}/widgets/${id}`)).status).toBe(200);
      expect((await call('GET', `${company}/widgets/${id}`)).status).toBe(404);
    }
  });

  it('refuses an endpoint that names another widget', async () => {
    const res = await call(
      'POST',
      add(1001, 'travel-duration'),
      WIDGET_BODIES['search-location'] ?? {},
    );
    expect(res).toMatchObject({ status: 400, body: { title: WIDGET_TEXT.wrongEndpoint } });
    expect((await call('POST', add(1999, 'x'), body({}))).status).toBe(404);
  });

  it('checks search type, accuracy, month, custom range and applications', async () => {
    expect(await errorsOf(1001, 'search-location', body({}))).toEqual({
      searchTypeId: [WIDGET_TEXT.searchTypeRequired],
      latLonAccuracyId: [WIDGET_TEXT.accuracyRequired],
    });
    expect(await errorsOf(1002, 'travel-duration', body({ searchTypeId: 2 }))).toEqual({
      searchTypeId: [WIDGET_TEXT.searchTypeNotOffered],
    });
    expect(
      await errorsOf(1005, 'top-search-location', body({ selectedYearMonth: '2001-01' })),
    ).toEqual({
      selectedYearMonth: [WIDGET_TEXT.monthOutOfRange],
    });
    const future = body({}, { dateRangeId: null, customDateRange: `2026-01-01 to ${tomorrow}` });
    expect(await errorsOf(1006, 'searches-over-time', future)).toEqual({
      customDateRange: [WIDGET_TEXT.customRangeFuture],
    });
    const backwards = body({}, { customDateRange: '2026-02-01 to 2026-01-01' });
    expect(await errorsOf(1006, 'searches-over-time', backwards)).toEqual({
      customDateRange: [WIDGET_TEXT.customRangeOrder],
    });
    const foreignApp = body({}, { selectedApplicationIds: [1, 9999] });
    expect(await errorsOf(1006, 'searches-over-time', foreignApp)).toEqual({
      selectedApplicationIds: [WIDGET_TEXT.unknownApplication],
    });
    const noRange = await errorsOf(1006, 'searches-over-time', body({}, { dateRangeId: null }));
    expect(noRange.dateRangeId).toEqual([WIDGET_TEXT.dateRangeRequired]);
  });
});
