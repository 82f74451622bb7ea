import { AUDIT_AREA_NAMES, AUDIT_AREAS, type AuditArea } from '#contract/audit';
import { MAX_PAGE_SIZE } from '#contract/paging';
import { Select, TextField } from '#ui';
import { tsr } from '../../api/tsr';

export type Filters = { actorId: string; area: AuditArea | ''; from: string; to: string };
export const NO_FILTERS: Filters = { actorId: '', area: '', from: '', to: '' };

const AREA_OPTIONS = [
  { value: '' as const, label: 'All areas' },
  ...AUDIT_AREA_NAMES.map((area) => ({ value: area, label: AUDIT_AREAS[area].label })),
];

/** User, area and date range; any change starts the list again at page 1 (the page's job). */
export function AuditFilters({
  companyId,
  value,
  onChange,
}: {
  companyId: string;
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  // The company's people to pick from, the largest page the list gives (sorted by name).
  const people = tsr.users.list.useQuery({
    queryKey: ['users', companyId, 'audit-picker'],
    queryData: { params: { companyId }, query: { page: 1, pageSize: MAX_PAGE_SIZE } },
  });
  const userOptions = [
    { value: '', label: 'All users' },
    ...(people.data?.body.items ?? []).map((u) => ({
      value: String(u.userId),
      label: u.fullName || u.email,
    })),
  ];
  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap' }}>
      <Select
        label="User"
        options={userOptions}
        value={value.actorId}
        onValueChange={(actorId) => onChange({ ...value, actorId })}
      />
      <Select
        label="Area"
        options={AREA_OPTIONS}
        value={value.area}
        onValueChange={(area) => onChange({ ...value, area })}
      />
      <TextField
        label="From"
        type="date"
        value={value.from}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={value.to}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
      />
    </div>
  );
}
