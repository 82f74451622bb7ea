import { useId } from 'react';
import type { DateRangeId } from '#contract/widgets';
import type { WidgetEditorContext, WidgetEditorEvent } from '#machines/widget-editor-events';
import type { AccuracyId, CssWidth, SearchTypeId } from '#machines/widget-editor-form';
import { monthOptions } from '#machines/widget-editor-rules';
import { Checkbox, CheckboxGroup, Select, Stack, TextField } from '#ui';
import { CustomRangeField } from './CustomRangeField';
import {
  accuracyOptions,
  NONE,
  presetOptions,
  searchTypeOptions,
  widthOptions,
} from './widget-options';

const orNull = <T,>(value: string, as: (v: string) => T): T | null =>
  value === '' ? null : as(value);
const listOf = (error: string | undefined) => (error ? [error] : []);

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert">
      {error}
    </p>
  ) : null;
}

/** The editor's fields for one widget type (spec section 2), disabled when read-only. */
export function WidgetFields({
  context,
  send,
  applications,
}: {
  context: WidgetEditorContext;
  send: (event: WidgetEditorEvent) => void;
  /** The company's applications, or null on an application dashboard. */
  applications: readonly { id: number; name: string }[] | null;
}) {
  const { form, errors, readOnly: disabled, widget } = context;
  const { settings } = widget;
  const ids = { width: useId(), range: useId(), type: useId(), accuracy: useId() };
  return (
    <Stack>
      <TextField
        label="Widget Title"
        value={form.widgetTitle}
        disabled={disabled}
        errors={listOf(errors.widgetTitle)}
        onChange={(e) => send({ type: 'SET_TITLE', value: e.target.value })}
      />
      <Select
        label="Width"
        value={form.cssWidth ?? ''}
        options={widthOptions}
        disabled={disabled}
        aria-describedby={errors.cssWidth ? ids.width : undefined}
        onValueChange={(v) => send({ type: 'SET_WIDTH', value: orNull(v, (s) => s as CssWidth) })}
      />
      <FieldError id={ids.width} error={errors.cssWidth} />
      <Checkbox
        label="Custom date"
        checked={form.useCustomDate}
        disabled={disabled}
        onCheckedChange={() => send({ type: 'TOGGLE_CUSTOM' })}
      />
      {form.useCustomDate ? (
        <CustomRangeField
          value={form.customDateRange}
          today={context.today}
          disabled={disabled}
          errors={listOf(errors.customDateRange)}
          onChange={(value) => send({ type: 'SET_CUSTOM_RANGE', value })}
        />
      ) : settings.hidePresets ? null : (
        <>
          <Select
            label="Date Range"
            value={form.dateRangeId ?? ''}
            options={presetOptions}
            disabled={disabled}
            aria-describedby={errors.dateRangeId ? ids.range : undefined}
            onValueChange={(v) =>
              send({ type: 'SET_PRESET', value: orNull(v, (s) => s as DateRangeId) })
            }
          />
          <FieldError id={ids.range} error={errors.dateRangeId} />
        </>
      )}
      {settings.searchTypeIds ? (
        <>
          <Select
            label="Search Type"
            value={form.searchTypeId === null ? '' : String(form.searchTypeId)}
            options={searchTypeOptions(settings.searchTypeIds)}
            disabled={disabled}
            aria-describedby={errors.searchTypeId ? ids.type : undefined}
            onValueChange={(v) =>
              send({ type: 'SET_SEARCH_TYPE', value: orNull(v, (s) => Number(s) as SearchTypeId) })
            }
          />
          <FieldError id={ids.type} error={errors.searchTypeId} />
        </>
      ) : null}
      {settings.latLonAccuracy ? (
        <>
          <Select
            label="Latitude/Longitude Accuracy"
            value={form.latLonAccuracyId === null ? '' : String(form.latLonAccuracyId)}
            options={accuracyOptions}
            disabled={disabled}
            aria-describedby={errors.latLonAccuracyId ? ids.accuracy : undefined}
            onValueChange={(v) =>
              send({ type: 'SET_ACCURACY', value: orNull(v, (s) => Number(s) as AccuracyId) })
            }
          />
          <FieldError id={ids.accuracy} error={errors.latLonAccuracyId} />
        </>
      ) : null}
      {settings.month && !form.useCustomDate ? (
        <Select
          label="Month"
          value={form.selectedYearMonth ?? ''}
          options={[NONE, ...monthOptions(context.today).map((m) => ({ value: m, label: m }))]}
          disabled={disabled}
          onValueChange={(v) => send({ type: 'SET_MONTH', value: orNull(v, (s) => s) })}
        />
      ) : null}
      {applications && settings.applications ? (
        <CheckboxGroup
          legend="Applications"
          options={applications.map((a) => ({ value: a.id, label: a.name }))}
          selected={form.selectedApplicationIds}
          disabled={disabled}
          onChange={(value) => send({ type: 'SET_APPLICATIONS', value })}
        />
      ) : null}
    </Stack>
  );
}
