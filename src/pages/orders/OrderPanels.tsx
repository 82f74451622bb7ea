import type { Order } from '#contract/orders';
import { Card, Facts, formatMoney } from '#ui';
import { Badge, YesNo } from '../../../ui/shell';
import { DateCell, DateTimeCell } from '../../kit/cells';
import { Table } from './Table';

const money = formatMoney;
/** A calendar day (travel, birth, passport dates) in the user's date format. */
const day = (value: string | null | undefined) => <DateCell value={value} />;
const text = (value: string | null | undefined) => value ?? '';

/** Reference, status and the totals paid and due. */
export function HeaderPanel({ order: o }: { order: Order }) {
  return (
    <Card title="Order">
      <Facts
        rows={[
          ['Reference', o.reference],
          ['Status', <Badge key="status">{o.status}</Badge>],
          ['Booking date', day(o.bookingDate)],
          ['Travel date', day(o.travelDate)],
          ['Agent', text(o.agent)],
          ['Total', money(o.total, o.currency)],
          ['Paid', money(o.paid, o.currency)],
          ['Due', money(o.due, o.currency)],
        ]}
      />
    </Card>
  );
}

/** The supplier's name for the place, and the normalised location it counts as when mapped. */
function destination(d: Order['items'][number]['destination']) {
  if (!d) return '';
  const sent = `${d.name}, ${d.countryCode}`;
  return d.normalisedName && d.normalisedName !== d.name ? `${sent} (${d.normalisedName})` : sent;
}

export function ItemsPanel({ order: o }: { order: Order }) {
  return (
    <Card title="Items">
      <Table
        label="Items"
        headers={[
          'Product',
          'Supplier',
          'Booking reference',
          'Description',
          'Dates',
          'Destination',
          'Price',
          'Status',
          'Refundable',
          'Rules applied',
          'Price before change',
        ]}
        rows={o.items.map((i) => [
          i.productType,
          i.supplierName,
          text(i.supplierReference),
          text(i.description),
          <>
            {day(i.startDate)}
            {i.endDate ? <> – {day(i.endDate)}</> : null}
          </>,
          destination(i.destination),
          money(i.price, i.currency),
          <Badge key="status">{i.status}</Badge>,
          <YesNo key="refundable" value={i.refundable} />,
          i.rulesApplied.join(', '),
          i.priceBeforeChange ? money(i.priceBeforeChange, i.currency) : '',
        ])}
        empty="No items."
      />
    </Card>
  );
}

export function TravellersPanel({ order: o }: { order: Order }) {
  return (
    <Card title="Travellers">
      <Table
        label="Travellers"
        headers={['Name', 'Date of birth', 'Passport', 'Issued by', 'Issued', 'Expires']}
        rows={o.travellers.map((t) => [
          [t.title, t.firstName, t.lastName].filter(Boolean).join(' '),
          day(t.dateOfBirth),
          text(t.passportNumber),
          text(t.passportCountry),
          day(t.passportIssueDate),
          day(t.passportExpiryDate),
        ])}
        empty="No travellers."
      />
    </Card>
  );
}

export function PaymentsPanel({ order: o }: { order: Order }) {
  return (
    <Card title="Payments">
      <Table
        label="Payments"
        headers={['Date', 'Type', 'Amount', 'Status']}
        rows={o.payments.map((p) => [
          day(p.date),
          p.type,
          money(p.amount, o.currency),
          <Badge key="status">{p.status}</Badge>,
        ])}
        empty="No payments."
      />
    </Card>
  );
}

/** Frozen when the order arrived: what is due when, overdue instalments marked. */
export function DepositPanel({ order: o }: { order: Order }) {
  const s = o.depositSchedule;
  return (
    <Card title="Deposit schedule">
      {s ? (
        <>
          <Facts rows={[['Initial amount', money(s.initialAmount, o.currency)]]} />
          <Table
            label="Instalments"
            headers={['Due', 'Amount', '']}
            rows={s.instalments.map((i) => [
              day(i.dueDate),
              money(i.amount, o.currency),
              i.overdue ? <Badge key="overdue">Overdue</Badge> : '',
            ])}
            empty="No instalments."
          />
        </>
      ) : (
        <Table
          label="Instalments"
          headers={[]}
          rows={[]}
          empty="Paid in full at booking: no deposit schedule."
        />
      )}
    </Card>
  );
}

export function VouchersPanel({ order: o }: { order: Order }) {
  return (
    <Card title="Vouchers">
      <Table
        label="Vouchers"
        headers={['Code', 'Value', 'Kind', 'Purpose']}
        rows={o.vouchers.map((v) => [
          v.code,
          v.kind === 'percent' ? `${v.value}%` : money(v.value, o.currency),
          v.kind,
          v.purpose,
        ])}
        empty="No vouchers applied."
      />
    </Card>
  );
}

/** Everything that happened, oldest first: who (or the booking site), when, what and why. */
export function TimelinePanel({ order: o }: { order: Order }) {
  return (
    <Card title="Timeline">
      <ol aria-label="Timeline" style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {o.timeline.map((t) => (
          <li key={t.id} style={{ marginBottom: '0.5rem' }}>
            <div>{t.summary}</div>
            {t.reason ? <div>Reason: {t.reason}</div> : null}
            <small>
              {t.actor ?? 'Booking site'} · <DateTimeCell value={t.at} />
            </small>
          </li>
        ))}
      </ol>
    </Card>
  );
}
