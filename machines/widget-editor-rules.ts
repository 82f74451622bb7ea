import { WIDGET_TITLE_MAX } from '#contract/constants';
import { MSG } from '#contract/messages';
import type { WidgetFieldSettings } from '#contract/widget-catalogue';
import { parseCustomRange, WIDGET_TEXT } from '#contract/widgets';
import type { WidgetForm, WidgetFormErrors } from './widget-editor-form';

/** The custom range's own problem, if any; `today` is YYYY-MM-DD in the user's time zone. */
export function customRangeError(value: string | null, today: string): string | null {
  const range = parseCustomRange(value);
  if (!range) return WIDGET_TEXT.customRangeFormat;
  if (range.from > range.to) return WIDGET_TEXT.customRangeOrder;
  if (range.to > today) return WIDGET_TEXT.customRangeFuture;
  return null;
}

/**
 * Spec section 5: title required and at most 100, width required, a date range (preset or
 * custom), and search type / accuracy where the widget has them. Empty means valid.
 */
export function validateWidgetForm(
  form: WidgetForm,
  settings: WidgetFieldSettings,
  today: string,
): WidgetFormErrors {
  const errors: WidgetFormErrors = {};
  const title = form.widgetTitle.trim();
  if (title === '') errors.widgetTitle = WIDGET_TEXT.titleRequired;
  else if (title.length > WIDGET_TITLE_MAX) errors.widgetTitle = MSG.maxLength(WIDGET_TITLE_MAX);
  if (form.cssWidth === null) errors.cssWidth = WIDGET_TEXT.widthRequired;
  if (form.useCustomDate) {
    const problem = customRangeError(form.customDateRange, today);
    if (problem) errors.customDateRange = problem;
  } else if (form.dateRangeId === null) {
    errors.dateRangeId = WIDGET_TEXT.dateRangeRequired;
  }
  if (settings.searchTypeIds) {
    if (form.searchTypeId === null) errors.searchTypeId = WIDGET_TEXT.searchTypeRequired;
    else if (!settings.searchTypeIds.includes(form.searchTypeId)) {
      errors.searchTypeId = WIDGET_TEXT.searchTypeNotOffered;
    }
  }
  if (settings.latLonAccuracy && form.latLonAccuracyId === null) {
    errors.latLonAccuracyId = WIDGET_TEXT.accuracyRequired;
  }
  return errors;
}

/** The month selector's values: the current and previous 12 months, newest first (§9). */
export function monthOptions(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 13 }, (_, back) => {
    const total = year * 12 + month - back;
    const m = (total % 12) + 1;
    return `${Math.floor(total / 12)}-${String(m).padStart(2, '0')}`;
  });
}
