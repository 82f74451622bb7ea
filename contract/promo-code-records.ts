import * as z from 'zod';
import { day, int4, line } from './input';
import { MSG } from './messages';
import { Currency, Money } from './money';
import { PRODUCT_TYPES } from './supplier-records';

/** Codes one batch generates at most. */
export const MAX_BATCH = 100_000;
/**
 * What generated codes are made of: capitals and digits without the look-alikes (0 O, 1 I L),
 * so a code read aloud or typed from a flyer is the code.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Typed codes may also hold a hyphen; generated ones only the alphabet after the prefix. */
const CODE_CHARS = /^[A-Z0-9-]+$/;
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const CODE_USES = ['single', 'multi'] as const;

export const PROMO_TEXT = {
  nameRequired: 'Rule name is required',
  nameTaken: 'Another promo code rule of this application has this name.',
  discountFormat: 'Enter a number with at most two decimals, such as 10 or 12.50',
  discountNegative: 'A discount cannot be negative',
  percentTooLarge: 'A percentage discount is at most 100 %',
  discountZero: 'A discount must be more than zero',
  windowInverted: 'The rule ends before it starts',
  codeChars: 'Use capital letters, digits and hyphens only',
  prefixChars: 'Use capital letters, digits and hyphens only',
  codeTaken: 'This application already has this code.',
  ruleUnknown: 'Choose a rule of this application',
  batchTooLarge: 'A batch has at most 100,000 codes',
  multiNeedsUses: 'A multi-use code needs at least 2 uses',
  belowUsed: 'The code has already been used more times than this',
  ruleAdded: 'Promo code rule added',
  ruleUpdated: 'Promo code rule saved',
  ruleRemoved: 'Promo code rule deleted',
  codeAdded: 'Promo code added',
  codeUpdated: 'Promo code saved',
  codeRemoved: 'Promo code deleted',
  generating: 'Generating codes…',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
/** '' is "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).default('');
/** A limit left empty is no limit. */
const limit = () => int4(1).nullable().default(null);

export const VoucherRuleFields = z.object({
  name: text(100).min(1, PROMO_TEXT.nameRequired),
  enabled: z.boolean().default(true),
  discountKind: z.enum(DISCOUNT_KINDS),
  /** "10" is 10 % for a percent rule, an amount ("25.00") in the rule's currency otherwise. */
  discountValue: z
    .string()
    .max(14)
    .regex(/^-?\d{1,9}(?:\.\d{1,2})?$/, PROMO_TEXT.discountFormat),
  /** A percent rule's largest discount; '' for none. */
  discountCap: optional(Money),
  currency: Currency,
  minSpend: optional(Money),
  validFrom: optional(day()),
  validTo: optional(day()),
  /** The basket must hold one of these; empty takes every basket. */
  productTypes: z.array(z.enum(PRODUCT_TYPES)).max(PRODUCT_TYPES.length).default([]),
  /** Uses across all the rule's codes. */
  maxUsesTotal: limit(),
  /** The uses a new code of the rule gets unless it says otherwise. */
  usesPerCode: int4(1).default(1),
  maxUsesPerCustomer: limit(),
});
export type VoucherRuleFields = z.output<typeof VoucherRuleFields>;
export const VoucherRuleCreate = VoucherRuleFields.strict();
export type VoucherRuleCreate = z.input<typeof VoucherRuleCreate>;
export const VoucherRuleUpdate = VoucherRuleFields.extend({ version: int4(1) }).strict();

export const VoucherRuleRow = z.object({
  voucherRuleId: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** "10 % (at most 50.00)" or "25.00 GBP". */
  discount: z.string(),
  validity: z.string(),
  codes: z.number().int(),
  uses: z.number().int(),
});
export type VoucherRuleRow = z.infer<typeof VoucherRuleRow>;

export const VoucherRule = VoucherRuleFields.extend({
  voucherRuleId: z.number().int(),
  companyId: z.number().int(),
  codes: z.number().int(),
  uses: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type VoucherRule = z.infer<typeof VoucherRule>;

export const VoucherCode = z
  .string()
  .trim()
  .min(3, 'A code has at least 3 characters')
  .max(40, MSG.maxLength(40))
  .regex(CODE_CHARS, PROMO_TEXT.codeChars);

export const VoucherCodeFields = z.object({
  code: VoucherCode,
  voucherRuleId: int4(1, 2_147_483_647),
  uses: z.enum(CODE_USES).default('single'),
  /** How many times a multi-use code may be redeemed; a single-use code once. */
  maxUses: int4(1).default(1),
  expiresOn: optional(day()),
});
export type VoucherCodeFields = z.output<typeof VoucherCodeFields>;
export const VoucherCodeCreate = VoucherCodeFields.strict();
export type VoucherCodeCreate = z.input<typeof VoucherCodeCreate>;
export const VoucherCodeUpdate = VoucherCodeFields.extend({ version: int4(1) }).strict();

export const VoucherCodeRow = z.object({
  voucherCodeId: z.number().int(),
  code: z.string(),
  ruleName: z.string(),
  used: z.number().int(),
  maxUses: z.number().int(),
  expiresOn: z.string().nullable(),
});
export type VoucherCodeRow = z.infer<typeof VoucherCodeRow>;

export const VoucherCodeRecord = VoucherCodeFields.extend({
  voucherCodeId: z.number().int(),
  companyId: z.number().int(),
  ruleName: z.string(),
  used: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type VoucherCodeRecord = z.infer<typeof VoucherCodeRecord>;

/** One redemption of a code: live, or given back (released) when its order was cancelled. */
export const VoucherUse = z.object({
  orderReference: z.string(),
  customerEmail: z.string(),
  discount: z.string(),
  currency: z.string(),
  redeemed: z.string(),
  released: z.string().nullable(),
});
export type VoucherUse = z.infer<typeof VoucherUse>;

export const BatchBody = z.strictObject({
  voucherRuleId: int4(1),
  quantity: z
    .number({ error: PROMO_TEXT.batchTooLarge })
    .int(PROMO_TEXT.batchTooLarge)
    .min(1, 'Generate at least one code')
    .max(MAX_BATCH, PROMO_TEXT.batchTooLarge),
  prefix: z
    .string()
    .trim()
    .max(12, MSG.maxLength(12))
    .regex(/^[A-Z0-9-]*$/, PROMO_TEXT.prefixChars)
    .default(''),
  /** Random characters after the prefix. */
  length: int4(6, 16).default(8),
  /** Uses of each code; left out, the rule's uses per code. */
  maxUses: int4(1).optional(),
  expiresOn: optional(day()),
});
export type BatchBody = z.input<typeof BatchBody>;

export const BATCH_STATUSES = ['Running', 'Done', 'Failed'] as const;
export const VoucherBatch = z.object({
  batchId: z.number().int(),
  voucherRuleId: z.number().int(),
  quantity: z.number().int(),
  generated: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  prefix: z.string(),
  created: z.string(),
});
export type VoucherBatch = z.infer<typeof VoucherBatch>;
