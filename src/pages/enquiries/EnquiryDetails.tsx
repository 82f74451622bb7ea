import { Link } from 'wouter';
import type { Enquiry } from '#contract/enquiries';
import { Card, Facts, formatCount, Stack } from '#ui';
import { DateCell, DateTimeCell } from '../../kit/cells';
import { customerPaths } from '../customers/paths';

/** What the site sent, read-only, with a link to the application's customer of that email. */
export function EnquiryDetails({
  applicationId,
  enquiry: e,
}: {
  applicationId: string;
  enquiry: Enquiry;
}) {
  const travellers = `${formatCount(e.adults)} adults, ${formatCount(e.children)} children`;
  return (
    <Card title="Enquiry">
      <Stack>
        <Facts
          rows={[
            ['Web reference', e.webReference],
            ['Received', <DateTimeCell key="received" value={e.received} />],
            ['Name', e.name],
            ['Email', e.email],
            ['Phone', e.phone || '—'],
            ['Type', e.type],
            ['Destination', e.destination || '—'],
            ['From', <DateCell key="from" value={e.startDate} />],
            ['To', <DateCell key="to" value={e.endDate} />],
            ['Travellers', travellers],
            ['Message', e.message || '—'],
          ]}
        />
        {e.customer ? (
          <Link
            href={customerPaths(applicationId).view(`${e.customer.customerId}/${e.customer.key}`)}
          >
            Open the customer with this email
          </Link>
        ) : (
          <p>No customer of this application has this email yet.</p>
        )}
      </Stack>
    </Card>
  );
}
