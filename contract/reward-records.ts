import * as z from 'zod';
import { day, FILE_URL, freeText, Id, int4, line } from './input';
import { MSG } from './messages';
import { Money } from './money';
import { PRODUCT_TYPES } from './supplier-records';

/** What a reward is for (further-areas: early booking, late availability, hotel, package). */
export const REWARD_TARGETS = ['Early booking', 'Late availability', 'Hotel', 'Package'] as const;
export const REWARD_KINDS = ['percent', 'fixed'] as const;
/** The highest priority number a rule may take; 1 is the highest priority. */
export const MAX_REWARD_PRIORITY = 9999;
/** Days before travel a rule can name: three years ahead. */
export const MAX_DAYS_BEFORE = 1095;

export const REWARD_TEXT = {
  nameRequired: 'Name is required',
  nameTaken: 'Another reward of this application has this name.',
  valueFormat: 'Enter a number with at most two decimals, such as 10 or 12.50',
  percentTooLarge: 'A percentage is at most 100',
  valueZero: 'The value must be above zero',
  imageInvalid: 'Choose an image uploaded here',
  imageRejected: 'Choose a JPG, GIF or PNG image of at most 800 kB',
  priorityTaken: 'Another reward rule of this application has this priority.',
  daysInverted: 'At least is more days than at most',
  windowInverted: 'The window ends before it starts',
  unknownReward: 'Choose a reward of this application',
  rewardInUse: 'Reward rules give this reward: delete or change them first.',
  added: 'Reward added',
  updated: 'Reward saved',
  removed: 'Reward deleted',
  ruleAdded: 'Reward rule added',
  ruleUpdated: 'Reward rule saved',
  ruleRemoved: 'Reward rule deleted',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));
const long = (max: number) => freeText().trim().max(max, MSG.maxLength(max));
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).default('');

/** A percentage ("10" is 10 %) or an amount in the basket's currency ("25.00"). */
const Value = z
  .string()
  .max(13)
  .regex(/^\d{1,9}(?:\.\d{1,2})?$/, REWARD_TEXT.valueFormat);

export const RewardFields = z.object({
  name: text(100).min(1, REWARD_TEXT.nameRequired),
  description: long(2000).default(''),
  terms: long(4000).default(''),
  /** An image uploaded through the rewards' upload, or none. */
  imageUrl: optional(line().regex(FILE_URL, REWARD_TEXT.imageInvalid)),
  valueKind: z.enum(REWARD_KINDS),
  value: Value,
  /** The most a reward gives, in the basket's currency; '' is no cap. */
  maximum: optional(Money),
  target: z.enum(REWARD_TARGETS),
});
export type RewardFields = z.output<typeof RewardFields>;
export const RewardCreate = RewardFields.strict();
export type RewardCreate = z.input<typeof RewardCreate>;
export const RewardUpdate = RewardFields.extend({ version: Id }).strict();
export type RewardUpdate = z.input<typeof RewardUpdate>;

/** Field errors the schema cannot see alone: the value against its kind. */
export function rewardProblems(r: RewardFields): Record<string, string[]> {
  const n = Number(r.value);
  if (n <= 0) return { value: [REWARD_TEXT.valueZero] };
  if (r.valueKind === 'percent' && n > 100) return { value: [REWARD_TEXT.percentTooLarge] };
  return {};
}

export const RewardRow = z.object({
  rewardId: z.number().int(),
  name: z.string(),
  target: z.enum(REWARD_TARGETS),
  /** "10 %" or "25.00", with "up to 50.00" when capped. */
  valueText: z.string(),
  imageUrl: z.string(),
  rules: z.number().int(),
});
export type RewardRow = z.infer<typeof RewardRow>;

export const RewardRuleFields = z.object({
  name: text(100).min(1, REWARD_TEXT.nameRequired),
  rewardId: Id,
  priority: int4(1, MAX_REWARD_PRIORITY),
  enabled: z.boolean().default(true),
  /** Booked at least this many days before travel starts ('' for any). */
  minDaysBefore: z.union([z.literal(''), int4(0, MAX_DAYS_BEFORE)]).default(''),
  /** Booked at most this many days before travel starts ('' for any). */
  maxDaysBefore: z.union([z.literal(''), int4(0, MAX_DAYS_BEFORE)]).default(''),
  productTypes: z.array(z.enum(PRODUCT_TYPES)).max(PRODUCT_TYPES.length).default([]),
  minimumSpend: optional(Money),
  membershipLevels: z.array(text(50).min(1)).max(50).default([]),
  validFrom: optional(day()),
  validTo: optional(day()),
});
export type RewardRuleFields = z.output<typeof RewardRuleFields>;
export const RewardRuleCreate = RewardRuleFields.strict();
export type RewardRuleCreate = z.input<typeof RewardRuleCreate>;
export const RewardRuleUpdate = RewardRuleFields.extend({ version: Id }).strict();
export type RewardRuleUpdate = z.input<typeof RewardRuleUpdate>;

/** Field errors the schema cannot see alone: days and dates the wrong way round. */
export function ruleProblems(r: RewardRuleFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (r.minDaysBefore !== '' && r.maxDaysBefore !== '' && r.minDaysBefore > r.maxDaysBefore) {
    errors.maxDaysBefore = [REWARD_TEXT.daysInverted];
  }
  if (r.validFrom && r.validTo && r.validTo < r.validFrom) {
    errors.validTo = [REWARD_TEXT.windowInverted];
  }
  return errors;
}

export const RewardRuleRow = z.object({
  ruleId: z.number().int(),
  priority: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  rewardName: z.string(),
  /** The conditions in a few words, or "Every booking". */
  conditions: z.string(),
});
export type RewardRuleRow = z.infer<typeof RewardRuleRow>;

const stored = {
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
};
export const Reward = RewardFields.extend({ rewardId: z.number().int(), ...stored });
export type Reward = z.infer<typeof Reward>;
export const RewardRule = RewardRuleFields.extend({
  ruleId: z.number().int(),
  rewardName: z.string(),
  ...stored,
});
export type RewardRule = z.infer<typeof RewardRule>;
