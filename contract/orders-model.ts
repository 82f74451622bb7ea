/*
 * The words of an order (issue 18, spec further-areas "Orders"), written once for the ingestion
 * API, the orders console and the demo seed. Plain constants with no zod, so pages may import
 * them without loading a schema library.
 */

/** An order's status, exactly as the booking sites and the console say it. */
export const ORDER_STATUSES = [
  'Basket',
  'Processing',
  'Confirmed',
  'Confirmed with failure',
  'Cancelled',
  'Partially cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order item sells. */
export const PRODUCT_TYPES = [
  'Flights',
  'Accommodation',
  'Packages',
  'Car hire',
  'Transfers',
  'Tickets/Attractions',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * An item's own status at its supplier. Some items Cancelled → the order is Partially cancelled;
 * some Failed → Confirmed with failure.
 */
export const ITEM_STATUSES = ['Pending', 'Confirmed', 'Failed', 'Cancelled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `account` is paid on a linked company's credit (the payment names the company). */
export const PAYMENT_TYPES = ['card', 'bank', 'account', 'voucher'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const VOUCHER_KINDS = ['percent', 'fixed'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const VOUCHER_PURPOSES = ['gift', 'discount'] as const;
export type VoucherPurpose = (typeof VOUCHER_PURPOSES)[number];

/** Timeline entry kinds (orders_timeline.kind); `actorId` null means the booking site. */
export const TIMELINE_KINDS = [
  'created',
  'updated',
  'status',
  'note',
  'contact',
  'cancelled',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Column bounds shared by the ingestion schema and the console's forms. */
export const ORDER_LIMITS = {
  reference: 30,
  agent: 100,
  title: 10,
  name: 50,
  email: 254,
  phone: 20,
  supplierName: 100,
  supplierReference: 100,
  description: 500,
  passportNumber: 30,
  ruleName: 100,
  voucherCode: 50,
  items: 50,
  travellers: 50,
  payments: 50,
  instalments: 24,
  vouchers: 20,
  rules: 20,
} as const;
