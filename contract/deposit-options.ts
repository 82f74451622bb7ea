import * as z from 'zod';
import { authErrors, c, IdParam, ProblemSchema, staleError } from './common';
import { AMOUNT_KINDS, DEPOSIT_TYPES, type OptionTerms } from './deposit-schedule';
import { freeText, Id, int4, line } from './input';
import { MSG } from './messages';
import { toMinor } from './money';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

/** Payments after the initial one an instalment plan may ask: monthly over two years at most. */
export const MAX_INSTALMENTS = 24;
/** An application's options: a handful is usual; a thousand is a mistake, not a catalogue. */
export const MAX_OPTIONS = 1000;

export const DEPOSIT_OPTION_TEXT = {
  nameRequired: 'Name is required',
  nameTaken: 'Another deposit option of this application has this name.',
  amountFormat: 'Enter a number with at most two decimals, such as 20 or 250.00',
  amountNegative: 'The amount cannot be negative',
  percentTooLarge: 'A percentage is at most 100',
  oneBalance: 'A standard deposit has one balance payment: choose instalment payment for more',
  twoOrMore: 'An instalment payment has at least 2 instalments',
  unknownPlaceholder: (names: string) =>
    `Only {AMOUNT} and {INSTALLMENTS} are filled in; remove ${names}`,
  tooMany: `An application has at most ${MAX_OPTIONS} deposit options.`,
  inUse: (rules: string) => `Offered by the deposit rules ${rules}: take it out of them first.`,
  doesNotFit: (rules: string) =>
    `These instalments do not fit before the balance due date of the deposit rules ${rules}`,
  added: 'Deposit option added',
  updated: 'Deposit option saved',
  removed: 'Deposit option deleted',
} as const;

export const DEPOSIT_TYPE_LABELS = {
  deposit: 'Standard deposit',
  instalments: 'Instalment payment',
};

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));

export const DepositOptionFields = z.object({
  /** What the customer reads at checkout. */
  name: text(100).min(1, DEPOSIT_OPTION_TEXT.nameRequired),
  /** With {AMOUNT} and {INSTALLMENTS}, filled in for the basket. */
  description: freeText().trim().max(1000, MSG.maxLength(1000)).default(''),
  type: z.enum(DEPOSIT_TYPES),
  amountKind: z.enum(AMOUNT_KINDS),
  /** A percentage of the total ("20" is 20 %) or an amount in the basket's currency ("250.00"). */
  amount: z
    .string()
    .max(14)
    .regex(/^-?\d{1,9}(?:\.\d{1,2})?$/, DEPOSIT_OPTION_TEXT.amountFormat),
  /** Payments after the initial one: 1 (the balance) for a standard deposit. */
  instalments: int4(1, MAX_INSTALMENTS).default(1),
});
export type DepositOptionFields = z.output<typeof DepositOptionFields>;
export const DepositOptionCreate = DepositOptionFields.strict();
export type DepositOptionCreate = z.input<typeof DepositOptionCreate>;
export const DepositOptionUpdate = DepositOptionFields.extend({ version: Id }).strict();

export const DepositOptionRow = z.object({
  depositOptionId: z.number().int(),
  name: z.string(),
  type: z.enum(DEPOSIT_TYPES),
  /** "20 %" or "250.00". */
  amount: z.string(),
  instalments: z.number().int(),
  /** The rules that offer it, by name. */
  offeredBy: z.string(),
});
export type DepositOptionRow = z.infer<typeof DepositOptionRow>;

export const DepositOption = DepositOptionFields.extend({
  depositOptionId: z.number().int(),
  companyId: z.number().int(),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type DepositOption = z.infer<typeof DepositOption>;

/** An option as the schedule reads it; the fields have passed the contract. */
export const optionTerms = (id: number, f: DepositOptionFields): OptionTerms => ({
  id,
  name: f.name,
  description: f.description,
  type: f.type,
  amountKind: f.amountKind,
  // The same digits as minor units are the percentage as basis points: "12.50" → 1250.
  amount: toMinor(f.amount) ?? 0,
  instalments: f.type === 'deposit' ? 1 : f.instalments,
});

export const amountText = (f: Pick<DepositOptionFields, 'amountKind' | 'amount'>) =>
  f.amountKind === 'percent' ? `${f.amount} %` : f.amount;

export const DEPOSIT_OPTION_SORTS = ['name', 'type'] as const;
export const DepositOptionListQuery = listQuery(DEPOSIT_OPTION_SORTS);
export type DepositOptionListQuery = z.infer<typeof DepositOptionListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const OptionPath = AppPath.extend({ depositOptionId: IdParam });
const base = '/api/applications/:applicationId/depositOptions';
const one = `${base}/:depositOptionId`;
const access = pageAccess.depositOptions;

export const depositOptionsContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's deposit options; search matches the name",
    pathParams: AppPath,
    query: DepositOptionListQuery,
    responses: { 200: paged(DepositOptionRow), ...authErrors },
  },
  all: {
    method: 'GET',
    path: `${base}/all`,
    metadata: { access: access.all },
    summary: 'Every deposit option of the application by name, for a rule’s choice of options',
    pathParams: AppPath,
    responses: { 200: z.object({ items: z.array(DepositOption) }), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a deposit option; its name is unique in the application',
    pathParams: AppPath,
    body: DepositOptionCreate,
    responses: { 201: z.object({ depositOptionId: z.number().int() }), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A deposit option with its version',
    pathParams: OptionPath,
    responses: { 200: DepositOption, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a deposit option; 409 when someone saved it since it was read',
    pathParams: OptionPath,
    body: DepositOptionUpdate,
    responses: { 200: DepositOption, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: access.remove },
    summary: 'Delete a deposit option no rule offers (409 while one does)',
    pathParams: OptionPath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors, 409: ProblemSchema },
  },
});
