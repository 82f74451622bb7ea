import { NEW_WIDGET_ORDER, type WIDGET_WIDTHS } from '#contract/constants';
import type { WidgetFieldSettings } from '#contract/widget-catalogue';
import {
  type DateRangeId,
  type ExtraSettings,
  PLACEHOLDER_MARKER,
  type WidgetInstance,
  type WidgetInstanceBody,
} from '#contract/widgets';

export type CssWidth = (typeof WIDGET_WIDTHS)[number];
export type SearchTypeId = NonNullable<ExtraSettings['searchTypeId']>;
export type AccuracyId = NonNullable<ExtraSettings['latLonAccuracyId']>;

/** The editor's fields as the user sees them; null means "nothing chosen yet". */
export interface WidgetForm {
  widgetTitle: string;
  cssWidth: CssWidth | null;
  useCustomDate: boolean;
  dateRangeId: DateRangeId | null;
  customDateRange: string | null;
  selectedApplicationIds: number[];
  searchTypeId: SearchTypeId | null;
  latLonAccuracyId: AccuracyId | null;
  selectedYearMonth: string | null;
  orderId: number;
}

export type WidgetFormErrors = Partial<Record<keyof WidgetForm, string>>;

/** The range a widget without presets falls back to (spec section 4: "fixed to last month"). */
export const FIXED_RANGE: DateRangeId = 'DATE-1M';

/** The preset a range resets to: last month when presets are hidden, otherwise none. */
export const resetRangeOf = (settings: WidgetFieldSettings): DateRangeId | null =>
  settings.hidePresets ? FIXED_RANGE : null;

/** A stored custom range counts as custom unless it is a placeholder token (spec section 4). */
export const isStoredCustom = (value: string | null): boolean =>
  value !== null && value.trim() !== '' && !value.startsWith(PLACEHOLDER_MARKER);

/** Add mode: order 99, and the fixed range when the widget hides its presets. */
export function newForm(
  name: string,
  settings: WidgetFieldSettings,
  applicationIds: number[],
): WidgetForm {
  return {
    widgetTitle: name,
    cssWidth: 'lg:w-1/2',
    useCustomDate: false,
    dateRangeId: resetRangeOf(settings),
    customDateRange: null,
    selectedApplicationIds: applicationIds,
    searchTypeId: null,
    latLonAccuracyId: null,
    selectedYearMonth: null,
    orderId: NEW_WIDGET_ORDER,
  };
}

/** Edit mode: the stored instance as editor fields. */
export function formOf(instance: WidgetInstance): WidgetForm {
  const extra = instance.additionalSettings;
  return {
    widgetTitle: instance.widgetTitle,
    cssWidth: instance.cssWidth,
    useCustomDate: isStoredCustom(instance.customDateRange),
    dateRangeId: instance.dateRangeId,
    customDateRange: instance.customDateRange,
    selectedApplicationIds: instance.selectedApplicationIds,
    searchTypeId: extra.searchTypeId ?? null,
    latLonAccuracyId: extra.latLonAccuracyId ?? null,
    selectedYearMonth: extra.selectedYearMonth ?? null,
    orderId: instance.orderId,
  };
}

/**
 * The save payload. A preset clears the custom range; a custom range clears the preset unless
 * presets are hidden, where the fixed range stays alongside it (spec section 4).
 */
export function bodyOf(
  form: WidgetForm,
  settings: WidgetFieldSettings,
  cssWidth: CssWidth,
): WidgetInstanceBody {
  const custom = form.useCustomDate;
  return {
    widgetTitle: form.widgetTitle.trim(),
    cssWidth,
    dateRangeId: custom && !settings.hidePresets ? null : form.dateRangeId,
    customDateRange: custom ? form.customDateRange : null,
    selectedApplicationIds: settings.applications ? form.selectedApplicationIds : [],
    additionalSettings: {
      searchTypeId: settings.searchTypeIds ? form.searchTypeId : null,
      latLonAccuracyId: settings.latLonAccuracy ? form.latLonAccuracyId : null,
      selectedYearMonth: settings.month && !custom ? form.selectedYearMonth : null,
    },
    orderId: form.orderId,
  };
}
