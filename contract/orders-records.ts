import * as z from 'zod';
import { Currency } from './money';
import { ORDER_STATUSES } from './orders-model';

/**
 * What the orders console answers (issue 18): a row of My orders and the order page. Money is a
 * decimal string ("770.00") read from integer minor units, never a float.
 */

export const OrderRow = z.object({
  orderId: z.number().int(),
  /** The random second half of the order page's address. */
  orderKey: z.string(),
  reference: z.string(),
  bookingDate: z.string(),
  travelDate: z.string().nullable(),
  customer: z.string(),
  agent: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  itemsSummary: z.string(),
  currency: Currency,
  total: z.string(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const OrderContact = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type OrderContact = z.infer<typeof OrderContact>;

export const OrderItem = z.object({
  itemId: z.number().int(),
  productType: z.string(),
  supplierName: z.string(),
  supplierReference: z.string().nullable(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  price: z.string(),
  currency: Currency,
  status: z.string(),
  refundable: z.boolean(),
  rulesApplied: z.array(z.string()),
  priceBeforeChange: z.string().nullable(),
  /**
   * Where the item is, as the site sent it, and the normalised location that name is mapped to
   * (location normalisation), null while it is mapped to none.
   */
  destination: z
    .object({ countryCode: z.string(), name: z.string(), normalisedName: z.string().nullable() })
    .nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderTraveller = z.object({
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportCountry: z.string().nullable(),
  passportIssueDate: z.string().nullable(),
  passportExpiryDate: z.string().nullable(),
});

export const OrderPayment = z.object({
  amount: z.string(),
  status: z.string(),
  date: z.string(),
  type: z.string(),
  linkedCompanyId: z.number().int().nullable(),
});

/** The schedule frozen on the order when it arrived: what is due when, and whether it is past. */
export const DepositSchedule = z.object({
  initialAmount: z.string(),
  instalments: z.array(z.object({ dueDate: z.string(), amount: z.string(), overdue: z.boolean() })),
});

export const OrderVoucher = z.object({
  code: z.string(),
  value: z.string(),
  kind: z.string(),
  purpose: z.string(),
});

export const OrderNote = z.object({
  noteId: z.number().int(),
  body: z.string(),
  author: z.string().nullable(),
  at: z.string(),
});

/** One thing that happened; `actor` null is the booking site. */
export const TimelineEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.string(),
  actor: z.string().nullable(),
  summary: z.string(),
  reason: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const Order = z.object({
  orderId: z.number().int(),
  orderKey: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The statuses the status control offers now, from the server's transition table. */
  nextStatuses: z.array(z.object({ status: z.enum(ORDER_STATUSES), reasonRequired: z.boolean() })),
  bookingDate: z.string(),
  travelDate: z.string().nullable(),
  agent: z.string().nullable(),
  currency: Currency,
  total: z.string(),
  paid: z.string(),
  due: z.string(),
  contact: OrderContact,
  customerId: z.number().int().nullable(),
  items: z.array(OrderItem),
  travellers: z.array(OrderTraveller),
  payments: z.array(OrderPayment),
  depositSchedule: DepositSchedule.nullable(),
  vouchers: z.array(OrderVoucher),
  notes: z.array(OrderNote),
  timeline: z.array(TimelineEntry),
  version: z.number().int(),
});
export type Order = z.infer<typeof Order>;
