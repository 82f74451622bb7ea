import * as z from 'zod';
import { addressFields, optionalEmail, phoneField } from './customer-fields';
import { Id, line } from './input';
import { MSG } from './messages';
import { Currency, Money, SignedMoney } from './money';

/** A linked company's standing; a Closed one is kept, its ledger and users still refer to it. */
export const LINKED_COMPANY_STATUSES = ['Active', 'On hold', 'Closed'] as const;
export type LinkedCompanyStatus = (typeof LINKED_COMPANY_STATUSES)[number];

/** How a credit account's ledger entries read (credit_ledger.kind). */
export const LEDGER_KINDS = ['opening', 'topup', 'adjustment', 'order', 'refund'] as const;
export const LEDGER_KIND_LABELS = {
  opening: 'Opening limit',
  topup: 'Top-up',
  adjustment: 'Adjustment',
  order: 'Order',
  refund: 'Refund',
} as const satisfies Record<(typeof LEDGER_KINDS)[number], string>;

export const LINKED_TEXT = {
  nameRequired: 'Company name is required',
  nameTaken: 'A linked company with this name already exists in this application.',
  added: 'Company added',
  updated: 'Company saved',
  currencyTaken: 'This company already has a credit account in this currency.',
  reasonRequired: 'Give a reason',
  topUpPositive: 'A top-up adds credit: enter an amount above 0.00',
  adjustmentZero: 'An adjustment of 0.00 changes nothing',
  notEnoughCredit: 'not enough available credit',
  creditAdded: 'Credit account added; its limit is available at once',
  creditUpdated: 'Credit limit saved',
  moved: 'Credit changed',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));

export const LinkedCompanyFields = z.object({
  name: line().trim().min(1, LINKED_TEXT.nameRequired).max(100, MSG.maxLength(100)),
  contactName: text(100).default(''),
  contactEmail: optionalEmail().default(''),
  contactPhone: phoneField(),
  ...addressFields,
  status: z.enum(LINKED_COMPANY_STATUSES).default('Active'),
  membershipLevel: text(50).default(''),
});
export type LinkedCompanyFields = z.output<typeof LinkedCompanyFields>;
export const LinkedCompanyCreate = LinkedCompanyFields.strict();
export type LinkedCompanyCreate = z.input<typeof LinkedCompanyCreate>;
export const LinkedCompanyUpdate = LinkedCompanyFields.extend({ version: Id }).strict();
export type LinkedCompanyUpdate = z.input<typeof LinkedCompanyUpdate>;

export const LinkedCompanyRow = z.object({
  linkedCompanyId: z.number().int(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  status: z.enum(LINKED_COMPANY_STATUSES),
  membershipLevel: z.string(),
  city: z.string(),
  countryCode: z.string(),
  created: z.string(),
});
export type LinkedCompanyRow = z.infer<typeof LinkedCompanyRow>;

export const LinkedCompany = LinkedCompanyRow.extend({
  contactPhone: z.string(),
  address1: z.string(),
  address2: z.string(),
  state: z.string(),
  postcode: z.string(),
  userCount: z.number().int(),
  /** The console company, for the record's History. */
  companyId: z.number().int(),
  updated: z.string(),
  version: z.number().int(),
});
export type LinkedCompany = z.infer<typeof LinkedCompany>;

/** A credit account; amounts are decimal strings. available = the ledger's sum. */
export const CreditAccount = z.object({
  creditId: z.number().int(),
  linkedCompanyId: z.number().int(),
  linkedCompanyName: z.string(),
  currency: Currency,
  limit: z.string(),
  available: z.string(),
  /** Credit orders consumed, less what cancellations gave back. */
  used: z.string(),
  created: z.string(),
  version: z.number().int(),
});
export type CreditAccount = z.infer<typeof CreditAccount>;

export const CreditCreate = z.strictObject({ currency: Currency, limit: Money });
export type CreditCreate = z.input<typeof CreditCreate>;

const reason = line().trim().min(1, LINKED_TEXT.reasonRequired).max(500, MSG.maxLength(500));

/** A new limit: the difference goes into the ledger as an adjustment with the reason. */
export const CreditUpdate = z.strictObject({ limit: Money, reason, version: Id });
export type CreditUpdate = z.input<typeof CreditUpdate>;

/** A top-up (a positive amount) or an adjustment (signed), each with its reason. */
export const CreditMove = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('topup'),
    amount: Money.regex(/[1-9]/, LINKED_TEXT.topUpPositive),
    reason,
  }),
  z.strictObject({
    kind: z.literal('adjustment'),
    amount: SignedMoney.regex(/[1-9]/, LINKED_TEXT.adjustmentZero),
    reason,
  }),
]);
export type CreditMove = z.input<typeof CreditMove>;

/** One entry of an account's usage ledger, newest first. */
export const LedgerEntry = z.object({
  entryId: z.number().int(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.string(),
  reference: z.string(),
  /** The order it concerns, with what its page address needs. */
  order: z.object({ orderId: z.number().int(), key: z.string(), reference: z.string() }).nullable(),
  reason: z.string(),
  who: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
