import { describe, expect, it } from 'vitest';
import type { DashboardWithWidgets } from '#contract/dashboards';
import type { WidgetInstance } from '#contract/widgets';
import { withSavedWidget } from '../../src/pages/dashboards/board-cache';

const widget = (instanceId: number, orderId: number, widgetTitle = `W${instanceId}`) =>
  ({
    instanceId,
    widgetId: 1002,
    dashboardId: 0,
    orderId,
    widgetTitle,
    selectedApplicationIds: [],
    dateRangeId: 'DATE-3M',
    customDateRange: null,
    cssWidth: 'lg:w-1/2',
    additionalSettings: { latLonAccuracyId: null, searchTypeId: 1, selectedYearMonth: null },
  }) as WidgetInstance;

const board: DashboardWithWidgets = {
  id: 0,
  name: 'Default',
  description: '',
  companyId: 1,
  applicationId: null,
  widgets: [widget(1, 0), widget(2, 1)],
};

describe('the dashboard a widget was just saved in', () => {
  it('shows a new widget at once, at its place', () => {
    const shown = withSavedWidget(board, widget(9, 99));
    expect(shown.widgets.map((w) => w.instanceId)).toEqual([1, 2, 9]);
  });

  it('shows an edited widget in place of its older self', () => {
    const shown = withSavedWidget(board, widget(1, 0, 'Renamed'));
    expect(shown.widgets.map((w) => w.widgetTitle)).toEqual(['Renamed', 'W2']);
  });
});
