import type { Order } from '#contract/orders';
import { Card, Facts } from '#ui';
import { DateTimeCell } from '../../kit/cells';
import { Table } from './Table';

const money = (amount: string, currency: string) => `${amount} ${currency}`;
const text = (value: string | null | undefined) => value ?? '';

/** Reference, status and the totals paid and due. */
export function HeaderPanel({ order: o }: { order: Order }) {
  return (
    <Card title="Order">
      <Facts
        rows={[
          ['Reference', o.reference],
          ['Status', o.status],
          ['Booking date', o.bookingDate],
          ['Travel date', text(o.travelDate)],
          ['Agent', text(o.agent)],
          ['Total', money(o.total, o.currency)],
          ['Paid', money(o.paid, o.currency)],
          ['Due', money(o.due, o.currency)],
        ]}
      />
    </Card>
  );
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
          [i.startDate, i.endDate].filter(Boolean).join(' – '),
          money(i.price, i.currency),
          i.status,
          i.refundable ? 'Yes' : 'No',
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
          text(t.dateOfBirth),
          text(t.passportNumber),
          text(t.passportCountry),
          text(t.passportIssueDate),
          text(t.passportExpiryDate),
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
        rows={o.payments.map((p) => [p.date, p.type, money(p.amount, o.currency), p.status])}
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
              i.dueDate,
              money(i.amount, o.currency),
              i.overdue ? 'Overdue' : '',
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
