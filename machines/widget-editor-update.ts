import type { WidgetEditorContext, WidgetEditorEvent } from './widget-editor-events';
import { resetRangeOf, type WidgetForm } from './widget-editor-form';

type FieldEvent = Extract<WidgetEditorEvent, { value: unknown }>;
const FIELD_OF = {
  SET_TITLE: 'widgetTitle',
  SET_WIDTH: 'cssWidth',
  SET_PRESET: 'dateRangeId',
  SET_CUSTOM_RANGE: 'customDateRange',
  SET_SEARCH_TYPE: 'searchTypeId',
  SET_ACCURACY: 'latLonAccuracyId',
  SET_MONTH: 'selectedYearMonth',
  SET_APPLICATIONS: 'selectedApplicationIds',
} as const satisfies Record<FieldEvent['type'], keyof WidgetForm>;

/** One field changed: its value, and its error cleared until the next save. */
export function withField(context: WidgetEditorContext, event: WidgetEditorEvent) {
  const { type, value } = event as FieldEvent;
  const field = FIELD_OF[type];
  const { [field]: _cleared, ...errors } = context.errors;
  return { form: { ...context.form, [field]: value }, errors };
}

/** Toggling custom date resets the range; turning it on in the month editor clears the month. */
export function withCustomToggled({ form, widget }: WidgetEditorContext) {
  const useCustomDate = !form.useCustomDate;
  return {
    form: {
      ...form,
      useCustomDate,
      dateRangeId: resetRangeOf(widget.settings),
      customDateRange: null,
      selectedYearMonth: useCustomDate && widget.settings.month ? null : form.selectedYearMonth,
    },
    errors: {},
  };
}
