import * as z from 'zod';
import { Id, line } from './input';
import { CountryCode, SupplierLocationName } from './location-records';
import { Currency, Money, toMinor } from './money';
import {
  ITEM_STATUSES,
  ORDER_LIMITS as L,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PRODUCT_TYPES,
  VOUCHER_KINDS,
  VOUCHER_PURPOSES,
} from './orders-model';

/*
 * One order as a booking site sends it (issue 18). Checked element by element by the
 * ingestion route, so each refusal names its field path (`items.0.price: …`).
 */

export const INGEST_TEXT = {
  endBeforeStart: 'The end date is before the start date',
  expiryBeforeIssue: 'The expiry date is before the issue date',
  itemCurrency: "An item's currency must be the order's currency",
  accountNeedsCompany: 'A payment on account names its linked company (linkedCompanyId)',
  percentOver100: 'A percentage is at most 100',
  duplicateReference: 'This reference is already earlier in the batch',
  // A console cancellation is final for ingestion: the site's resend changes nothing of it.
  cancelledInConsole: 'cancelled in the console',
  unknownCompany: 'No linked company with this id in the application',
  companyNotActive: 'The linked company is not active',
  noCreditAccount: (currency: string) => `The linked company has no credit account in ${currency}`,
} as const;

/** A calendar date; years outside 1900–2199 are typing slips (and year 0 no date to PostgreSQL). */
export const IngestDate = z
  .string()
  .pipe(z.iso.date('Enter a date as YYYY-MM-DD'))
  .refine((d) => d >= '1900-01-01' && d <= '2199-12-31', 'Enter a date from 1900 to 2199');
const day = IngestDate;
const text = (max: number) => line().trim().min(1).max(max);
const optionalText = (max: number) => line().trim().max(max).optional();
const country = z.string().regex(/^[A-Z]{2}$/, 'Enter a two-letter ISO 3166 country code');

export const OrderContact = z.strictObject({
  email: z.email().max(L.email),
  title: optionalText(L.title),
  firstName: text(L.name),
  lastName: text(L.name),
  phone: optionalText(L.phone),
});

export const OrderItemInput = z
  .strictObject({
    productType: z.enum(PRODUCT_TYPES),
    supplierName: text(L.supplierName),
    supplierReference: optionalText(L.supplierReference),
    description: optionalText(L.description),
    startDate: day.optional(),
    endDate: day.optional(),
    price: Money,
    currency: Currency,
    status: z.enum(ITEM_STATUSES),
    refundable: z.boolean().default(false),
    rulesApplied: z.array(text(L.ruleName)).max(L.rules).default([]),
    priceBeforeChange: Money.optional(),
    /** Where the item is, in the supplier's own words: collected for location normalisation. */
    destination: z
      .strictObject({ countryCode: CountryCode, name: SupplierLocationName })
      .optional(),
  })
  .refine((i) => !i.startDate || !i.endDate || i.endDate >= i.startDate, {
    message: INGEST_TEXT.endBeforeStart,
    path: ['endDate'],
  });

export const OrderTravellerInput = z
  .strictObject({
    title: optionalText(L.title),
    firstName: text(L.name),
    lastName: text(L.name),
    dateOfBirth: day.optional(),
    // Flights carry them; other products may leave them out.
    passportNumber: optionalText(L.passportNumber),
    passportCountry: country.optional(),
    passportIssueDate: day.optional(),
    passportExpiryDate: day.optional(),
  })
  .refine(
    (t) =>
      !t.passportIssueDate || !t.passportExpiryDate || t.passportExpiryDate >= t.passportIssueDate,
    { message: INGEST_TEXT.expiryBeforeIssue, path: ['passportExpiryDate'] },
  );

export const OrderPaymentInput = z
  .strictObject({
    amount: Money,
    status: z.enum(PAYMENT_STATUSES),
    date: day,
    type: z.enum(PAYMENT_TYPES),
    linkedCompanyId: Id.optional(),
  })
  .refine((p) => p.type !== 'account' || p.linkedCompanyId !== undefined, {
    message: INGEST_TEXT.accountNeedsCompany,
    path: ['linkedCompanyId'],
  });

export const DepositScheduleInput = z.strictObject({
  initialAmount: Money,
  instalments: z
    .array(z.strictObject({ dueDate: day, amount: Money }))
    .max(L.instalments)
    .default([]),
});

export const VoucherInput = z
  .strictObject({
    code: text(L.voucherCode),
    value: Money,
    kind: z.enum(VOUCHER_KINDS),
    purpose: z.enum(VOUCHER_PURPOSES),
  })
  .refine((v) => v.kind !== 'percent' || (toMinor(v.value) ?? 0) <= 100_00, {
    message: INGEST_TEXT.percentOver100,
    path: ['value'],
  });

export const IngestOrder = z
  .strictObject({
    reference: text(L.reference),
    status: z.enum(ORDER_STATUSES),
    bookingDate: day,
    currency: Currency,
    agent: optionalText(L.agent),
    customer: OrderContact,
    items: z.array(OrderItemInput).max(L.items).default([]),
    travellers: z.array(OrderTravellerInput).max(L.travellers).default([]),
    payments: z.array(OrderPaymentInput).max(L.payments).default([]),
    depositSchedule: DepositScheduleInput.optional(),
    vouchers: z.array(VoucherInput).max(L.vouchers).default([]),
  })
  .superRefine((order, ctx) => {
    // Only between valid currencies: a bad one is already its own field error.
    const valid = (code: unknown) => Currency.safeParse(code).success;
    if (!valid(order.currency)) return;
    order.items.forEach((item, i) => {
      if (item.currency === order.currency || !valid(item.currency)) return;
      ctx.addIssue({
        code: 'custom',
        message: INGEST_TEXT.itemCurrency,
        path: ['items', i, 'currency'],
      });
    });
  });
export type IngestOrder = z.infer<typeof IngestOrder>;
