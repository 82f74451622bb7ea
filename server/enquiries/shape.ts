import type { Enquiry, EnquiryRow, EnquiryStatus } from '#contract/enquiries';
import { nameOf } from './audit';
import type { enquiries } from './schema';

type Stored = typeof enquiries.$inferSelect;
type Assignee = {
  assigneeFirst: string | null;
  assigneeLast: string | null;
  assigneeEmail: string | null;
};

const assigneeOf = (a: Assignee) =>
  a.assigneeEmail === null
    ? null
    : nameOf({
        firstName: a.assigneeFirst ?? '',
        lastName: a.assigneeLast ?? '',
        email: a.assigneeEmail,
      });

/** A list row from the list's columns. */
export const rowOf = (
  r: Pick<
    Stored,
    | 'id'
    | 'webReference'
    | 'name'
    | 'email'
    | 'type'
    | 'destination'
    | 'startDate'
    | 'status'
    | 'createdAt'
  > &
    Assignee,
): EnquiryRow => ({
  enquiryId: r.id,
  webReference: r.webReference,
  name: r.name,
  email: r.email,
  type: r.type,
  destination: r.destination ?? '',
  startDate: r.startDate,
  // Only the console writes the column, with a checked value.
  status: r.status as EnquiryStatus,
  assignee: assigneeOf(r),
  received: new Date(r.createdAt).toISOString(),
});

export type EnquiryExtras = Pick<Enquiry, 'notes' | 'customer' | 'companyId'>;

export const enquiryOf = (r: Stored & Assignee, extras: EnquiryExtras): Enquiry => ({
  ...rowOf(r),
  phone: r.phone ?? '',
  endDate: r.endDate,
  adults: r.adults,
  children: r.children,
  message: r.message,
  assigneeId: r.assigneeId,
  ...extras,
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
