import { type AnyFieldApi, useStore } from '@tanstack/react-form';
import * as z from 'zod';
import { ORDER_STATUSES } from '#contract/orders-model';
import {
  DATE_TYPES,
  EXPORT_COLUMNS,
  EXPORT_ENTITIES,
  SCHEDULE_KINDS,
  type SpreadsheetExport,
  SpreadsheetExportFields,
  WEEKDAYS,
} from '#contract/spreadsheet-exports';
import { DEFAULT_TIME_ZONE, TIME_ZONE_OPTIONS } from '#contract/time-zones';
import { CheckboxGroup } from '#ui';
import type { KitFieldGroup } from '../../kit/fields';
import { KitForm } from '../../kit/KitForm';
import type { KitFormProps } from '../../kit/types';

/** The contract's fields, with the recipients typed one a line and read back as a list. */
export const ExportFormSchema = SpreadsheetExportFields.extend({
  recipients: z
    .string()
    .transform((text) =>
      text
        .split(/[\n,;]/)
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(SpreadsheetExportFields.shape.recipients),
});
export type ExportFormIn = z.input<typeof ExportFormSchema>;
export type ExportFormOut = z.output<typeof ExportFormSchema>;

export const EMPTY_EXPORT: ExportFormIn = {
  name: '',
  entity: 'orders',
  columns: Object.keys(EXPORT_COLUMNS.orders),
  recipients: '',
  enabled: true,
  scheduleKind: 'daily',
  time: '06:00',
  weekday: 'monday',
  cron: '',
  timeZone: DEFAULT_TIME_ZONE,
  dateType: 'booking',
  lastDays: 1,
  agent: '',
  status: null,
  search: '',
  membershipLevel: '',
};

export const toExportForm = (e: SpreadsheetExport): ExportFormIn => ({
  name: e.name,
  entity: e.entity,
  columns: e.columns,
  recipients: e.recipients.join('\n'),
  enabled: e.enabled,
  scheduleKind: e.scheduleKind,
  time: e.time,
  weekday: e.weekday,
  cron: e.cron,
  timeZone: e.timeZone,
  dateType: e.dateType,
  lastDays: e.lastDays,
  agent: e.agent,
  status: e.status,
  search: e.search,
  membershipLevel: e.membershipLevel,
});

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The chosen entity's columns as checkboxes: the catalogue follows the entity picked. */
function ColumnsPicker({ field, readOnly }: { field: AnyFieldApi; readOnly: boolean }) {
  const entity = useStore(field.form.store, (s: { values: ExportFormIn }) => s.values.entity);
  const catalogue: Record<string, string> =
    EXPORT_COLUMNS[entity === 'customers' ? 'customers' : 'orders'];
  const value: unknown = field.state.value;
  const selected = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];
  return (
    <CheckboxGroup
      legend="Columns"
      options={Object.entries(catalogue).map(([key, text]) => ({ value: key, label: text }))}
      selected={selected.filter((c) => c in catalogue)}
      onChange={(next) => field.handleChange(next)}
      disabled={readOnly}
      selectAllLabel="All columns"
    />
  );
}

type Name = keyof ExportFormIn & string;

const GROUPS: KitFieldGroup<Name>[] = [
  {
    title: 'Export',
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'entity',
        label: 'Export',
        kind: 'select',
        options: EXPORT_ENTITIES.map((value) => ({ value, label: label(value) })),
      },
      {
        name: 'columns',
        label: 'Columns',
        kind: 'custom',
        render: (field, readOnly) => <ColumnsPicker field={field} readOnly={readOnly} />,
      },
      {
        name: 'recipients',
        label: 'Recipients',
        kind: 'textarea',
        hint: 'One email address a line; each gets a link to the file',
      },
      { name: 'enabled', label: 'Runs on its schedule', kind: 'checkbox' },
    ],
  },
  {
    title: 'Schedule',
    note: 'Times are read in the time zone below.',
    fields: [
      {
        name: 'scheduleKind',
        label: 'Repeat',
        kind: 'select',
        options: SCHEDULE_KINDS.map((value) => ({
          value,
          label: value === 'cron' ? 'Cron expression' : label(value),
        })),
      },
      { name: 'time', label: 'Time', kind: 'text', hint: 'Daily and weekly: HH:MM, e.g. 06:00' },
      {
        name: 'weekday',
        label: 'Day of the week',
        kind: 'select',
        options: WEEKDAYS.map((value) => ({ value, label: label(value) })),
      },
      {
        name: 'cron',
        label: 'Cron expression',
        kind: 'text',
        hint: 'minute hour day month weekday, e.g. 30 7 * * 1-5',
      },
      { name: 'timeZone', label: 'Time zone', kind: 'select', options: TIME_ZONE_OPTIONS },
    ],
  },
  {
    title: 'Filters',
    note: 'Orders use the date, agent and status; customers the membership level; both the text.',
    fields: [
      {
        name: 'dateType',
        label: 'Date type',
        kind: 'select',
        options: DATE_TYPES.map((value) => ({ value, label: label(value) })),
      },
      {
        name: 'lastDays',
        label: 'Last days',
        kind: 'number',
        min: 1,
        max: 3660,
        hint: 'Orders of the last N days up to the run; empty for all',
      },
      { name: 'agent', label: 'Agent', kind: 'text' },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        options: [
          { value: null, label: 'Any status' },
          ...ORDER_STATUSES.map((value) => ({ value, label: value })),
        ],
      },
      { name: 'search', label: 'Text', kind: 'text', hint: 'As the list’s search box' },
      { name: 'membershipLevel', label: 'Membership level', kind: 'text' },
    ],
  },
];

export function ExportForm({
  editing,
  ...props
}: KitFormProps<ExportFormIn, ExportFormOut> & { editing: boolean }) {
  return <KitForm schema={ExportFormSchema} groups={GROUPS} editing={editing} {...props} />;
}
