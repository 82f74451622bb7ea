import * as z from 'zod';
import { Id, int4, line } from './input';
import { MSG } from './messages';
import { Currency, Money, toMinor } from './money';

/** Values one definition offers at most: a short choice for the buyer, not a price list. */
export const MAX_VALUES = 10;
/** A voucher is valid for at most ten years from its issue. */
export const MAX_VALIDITY_MONTHS = 120;
/**
 * Codes are drawn from letters and digits without look-alikes (no 0/O, 1/I/L), 12 of them,
 * shown and stored as XXXX-XXXX-XXXX.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;

export const GIFT_TEXT = {
  nameRequired: 'Name is required',
  nameTaken: 'Another gift voucher of this application has this name.',
  valuesRequired: 'Offer at least one value',
  valueZero: 'A value must be above zero',
  valuesRepeated: 'Each value is offered once',
  valueNotOffered: 'Choose one of the values this gift voucher offers',
  disabled: 'This gift voucher is switched off: switch it on to issue vouchers',
  buyerRequired: 'Buyer name is required',
  emailRequired: 'Buyer email is required',
  emailInvalid: 'Enter a valid email address',
  codeAlphabet: `A code has ${CODE_LENGTH} of the letters and digits ${CODE_ALPHABET}, dashes allowed`,
  amountZero: 'The amount must be above zero',
  tooManyValues: `Offer at most ${MAX_VALUES} values`,
  referenceRequired: 'The order reference is required',
  added: 'Gift voucher added',
  updated: 'Gift voucher saved',
  issued: 'Voucher issued',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
/** An amount above zero: Money, and not 0, 0.0 or 0.00 (a lookahead the document shows too). */
const positive = (message: string) => Money.regex(/^(?!0+(?:\.0{1,2})?$)/, message);

export const GiftVoucherFields = z.object({
  name: text(100).min(1, GIFT_TEXT.nameRequired),
  currency: Currency,
  /** The values a buyer chooses from, in the currency, e.g. ["25.00", "50.00"]. */
  values: z
    .array(positive(GIFT_TEXT.valueZero))
    .min(1, GIFT_TEXT.valuesRequired)
    .max(MAX_VALUES, GIFT_TEXT.tooManyValues)
    .refine(
      (values) => new Set(values.map(toMinor)).size === values.length,
      GIFT_TEXT.valuesRepeated,
    ),
  /** Months a voucher stays valid from its issue. */
  validityMonths: int4(1, MAX_VALIDITY_MONTHS),
  /** Switched off, no voucher is issued from it; those issued stay valid. */
  enabled: z.boolean().default(true),
});
export type GiftVoucherFields = z.output<typeof GiftVoucherFields>;
export const GiftVoucherCreate = GiftVoucherFields.strict();
export type GiftVoucherCreate = z.input<typeof GiftVoucherCreate>;
export const GiftVoucherUpdate = GiftVoucherFields.extend({ version: Id }).strict();
export type GiftVoucherUpdate = z.input<typeof GiftVoucherUpdate>;

export const GiftVoucherRow = z.object({
  giftVoucherId: z.number().int(),
  name: z.string(),
  currency: z.string(),
  /** "25.00, 50.00, 100.00". */
  values: z.string(),
  validityMonths: z.number().int(),
  enabled: z.boolean(),
  issued: z.number().int(),
  /** What the vouchers issued from it still hold, a decimal string. */
  outstanding: z.string(),
});
export type GiftVoucherRow = z.infer<typeof GiftVoucherRow>;

export const GiftVoucher = GiftVoucherFields.extend({
  giftVoucherId: z.number().int(),
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type GiftVoucher = z.infer<typeof GiftVoucher>;

export const GiftVoucherSaved = z.object({ giftVoucherId: z.number().int() });

/** A voucher sold from a definition: the value chosen and who bought it. */
export const VoucherIssue = z.strictObject({
  value: Money,
  buyerName: text(100).min(1, GIFT_TEXT.buyerRequired),
  buyerEmail: line()
    .trim()
    .min(1, { error: GIFT_TEXT.emailRequired, abort: true })
    .max(254, MSG.maxLength(254))
    .email(GIFT_TEXT.emailInvalid),
});
export type VoucherIssue = z.infer<typeof VoucherIssue>;

export const VOUCHER_STATUSES = ['Active', 'Spent', 'Expired'] as const;

export const IssuedVoucher = z.object({
  issuedId: z.number().int(),
  code: z.string(),
  value: z.string(),
  balance: z.string(),
  currency: z.string(),
  expires: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  created: z.string(),
});
export type IssuedVoucher = z.infer<typeof IssuedVoucher>;

export const Issued = z.object({ issuedId: z.number().int(), code: z.string() });

const TYPED_ALPHABET = `${CODE_ALPHABET}${CODE_ALPHABET.replace(/[0-9]/g, '').toLowerCase()}`;

/** A code as a person types it: either case, dashes anywhere, 12 letters of the alphabet. */
export const VoucherCode = z
  .string()
  .max(20, MSG.maxLength(20))
  .regex(new RegExp(`^-*(?:[${TYPED_ALPHABET}]-*){${CODE_LENGTH}}$`), GIFT_TEXT.codeAlphabet);

/** "abcd-efgh-jkmn" → "ABCD-EFGH-JKMN"; null when it is not a code of the alphabet. */
export function normaliseCode(code: string): string | null {
  const bare = code.replaceAll('-', '').toUpperCase();
  if (bare.length !== CODE_LENGTH || [...bare].some((ch) => !CODE_ALPHABET.includes(ch))) {
    return null;
  }
  return `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}`;
}

export const RedeemRequest = z.strictObject({
  code: VoucherCode,
  amount: positive(GIFT_TEXT.amountZero),
  orderReference: text(50).min(1, GIFT_TEXT.referenceRequired),
});
export type RedeemRequest = z.infer<typeof RedeemRequest>;

export const REDEEM_REFUSALS = [
  'unknown code',
  'expired',
  'insufficient balance',
  'already redeemed for this order',
] as const;
export type RedeemRefusal = (typeof REDEEM_REFUSALS)[number];

export const RedeemAnswer = z.object({
  redeemed: z.boolean(),
  /** Why nothing was taken; null when redeemed. */
  reason: z.enum(REDEEM_REFUSALS).nullable(),
  code: z.string(),
  /** The amount taken from the balance ("0.00" when refused). */
  amount: z.string(),
  /** What the voucher holds after; null for an unknown code. */
  balance: z.string().nullable(),
  currency: z.string().nullable(),
});
export type RedeemAnswer = z.infer<typeof RedeemAnswer>;

export const LEDGER_KINDS = ['issue', 'redeem', 'refund'] as const;

/** One entry of a voucher's append-only ledger: what moved its balance, and why. */
export const LedgerEntry = z.object({
  entryId: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: a redemption is negative. */
  amount: z.string(),
  currency: z.string(),
  orderReference: z.string().nullable(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
