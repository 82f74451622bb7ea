import type { WidgetDefinition } from '#contract/widget-catalogue';
import {
  PLACEHOLDER_MARKER,
  parseCustomRange,
  WIDGET_TEXT,
  type WidgetInstanceBody,
} from '#contract/widgets';

export type FieldErrors = Record<string, string[]>;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** "YYYY-MM" of the current month and the previous 12, newest first (UTC). */
export function selectableMonths(now: Date): string[] {
  return Array.from({ length: 13 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return isoDay(d).slice(0, 7);
  });
}

/**
 * The per-widget rules the body schema cannot know (spec sections 4 and 5): which search
 * types the widget offers, accuracy, the month window, a custom range ending today or earlier,
 * and applications of the caller's company. Answers field → messages, empty when valid.
 */
export function checkWidgetBody(
  widget: WidgetDefinition,
  body: WidgetInstanceBody,
  companyAppIds: readonly number[],
  now: Date,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const extra = body.additionalSettings;
  const { settings } = widget;
  if (settings.searchTypeIds) {
    if (extra.searchTypeId == null) add('searchTypeId', WIDGET_TEXT.searchTypeRequired);
    else if (!settings.searchTypeIds.includes(extra.searchTypeId)) {
      add('searchTypeId', WIDGET_TEXT.searchTypeNotOffered);
    }
  }
  if (settings.latLonAccuracy && extra.latLonAccuracyId == null) {
    add('latLonAccuracyId', WIDGET_TEXT.accuracyRequired);
  }
  if (settings.month && extra.selectedYearMonth != null) {
    if (!selectableMonths(now).includes(extra.selectedYearMonth)) {
      add('selectedYearMonth', WIDGET_TEXT.monthOutOfRange);
    }
  }
  const raw = body.customDateRange;
  if (raw && !raw.startsWith(PLACEHOLDER_MARKER)) {
    const range = parseCustomRange(raw);
    if (!range) add('customDateRange', WIDGET_TEXT.customRangeFormat);
    else if (range.from > range.to) add('customDateRange', WIDGET_TEXT.customRangeOrder);
    else if (range.to > isoDay(now)) add('customDateRange', WIDGET_TEXT.customRangeFuture);
  }
  const known = new Set(companyAppIds);
  if (body.selectedApplicationIds.some((id) => !known.has(id))) {
    add('selectedApplicationIds', WIDGET_TEXT.unknownApplication);
  }
  return errors;
}
