import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { DepositOption } from './deposit-options';
import { Id, int4, line } from './input';
import { MSG } from './messages';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';

/** The highest priority number a rule may take; 1 is the highest priority. */
export const MAX_DEPOSIT_PRIORITY = 9999;
/** Rules of an application: few in practice, all read by every quote. */
export const MAX_DEPOSIT_RULES = 200;
/** Options one rule offers the customer at most. */
export const MAX_OFFERED = 10;
/** Days before travel a rule counts in at most: three years. */
export const MAX_DAYS = 1100;

export const DEPOSIT_RULE_TEXT = {
  nameRequired: 'Rule name is required',
  priorityTaken: 'Another deposit rule of this application has this priority.',
  optionsRequired: 'Choose at least one deposit option',
  unknownOption: 'Choose options of this application',
  balanceNotBefore:
    'Travel must be further away than the balance due date: the minimum days before travel must be more than the balance due days',
  doesNotFit: (option: string, count: number) =>
    `${option}'s ${count} payments do not fit before the balance due date: the minimum days before travel must be at least the balance due days + ${count}`,
  tooMany: `An application has at most ${MAX_DEPOSIT_RULES} deposit rules.`,
  orderChanged: 'The rules changed since the list was read; reload it and try again.',
  added: 'Deposit rule added',
  updated: 'Deposit rule saved',
  removed: 'Deposit rule deleted',
  reordered: 'Priorities saved',
} as const;

const text = (max: number) => line().trim().max(max, MSG.maxLength(max));

export const DepositRuleFields = z.object({
  name: text(100).min(1, DEPOSIT_RULE_TEXT.nameRequired),
  priority: int4(1, MAX_DEPOSIT_PRIORITY),
  enabled: z.boolean().default(true),
  /** The options offered, in the order the customer sees them; the first that fits is quoted. */
  depositOptionIds: z.array(Id).min(1, DEPOSIT_RULE_TEXT.optionsRequired).max(MAX_OFFERED),
  /** The rule applies only when travel starts at least this many days after booking. */
  minDaysBeforeTravel: int4(1, MAX_DAYS),
  /** The balance is due this many days before travel starts. */
  balanceDueDays: int4(0, MAX_DAYS),
});
export type DepositRuleFields = z.output<typeof DepositRuleFields>;
export const DepositRuleCreate = DepositRuleFields.strict();
export type DepositRuleCreate = z.input<typeof DepositRuleCreate>;
export const DepositRuleUpdate = DepositRuleFields.extend({ version: Id }).strict();

export const DepositRuleRow = z.object({
  depositRuleId: z.number().int(),
  priority: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  /** The options offered, by name. */
  options: z.string(),
  minDaysBeforeTravel: z.number().int(),
  balanceDueDays: z.number().int(),
});
export type DepositRuleRow = z.infer<typeof DepositRuleRow>;

export const DepositRule = DepositRuleFields.extend({
  depositRuleId: z.number().int(),
  companyId: z.number().int(),
  /** The options offered, as saved: the rule page's preview computes with them. */
  offered: z.array(DepositOption),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type DepositRule = z.infer<typeof DepositRule>;

/** Every rule of the application by priority: reordering. */
export const DepositRuleset = z.object({ items: z.array(DepositRuleRow) });

export const DepositReorder = z.strictObject({
  /** Every rule of the application, highest priority first. */
  depositRuleIds: z.array(Id).min(1).max(MAX_DEPOSIT_RULES),
});

export const DEPOSIT_RULE_SORTS = ['priority', 'name'] as const;
export const DepositRuleListQuery = listQuery(DEPOSIT_RULE_SORTS);
export type DepositRuleListQuery = z.infer<typeof DepositRuleListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const RulePath = AppPath.extend({ depositRuleId: IdParam });
const base = '/api/applications/:applicationId/depositRules';
const one = `${base}/:depositRuleId`;
const access = pageAccess.depositRules;

export const depositRulesContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's deposit rules by priority; search matches the name",
    pathParams: AppPath,
    query: DepositRuleListQuery,
    responses: { 200: paged(DepositRuleRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary: 'Add a deposit rule; its priority is unique in the application',
    pathParams: AppPath,
    body: DepositRuleCreate,
    responses: { 201: z.object({ depositRuleId: z.number().int() }), ...authErrors },
  },
  ruleset: {
    method: 'GET',
    path: '/api/applications/:applicationId/deposits/rules',
    metadata: { access: access.ruleset },
    summary: 'Every deposit rule of the application by priority, for reordering',
    pathParams: AppPath,
    responses: { 200: DepositRuleset, ...authErrors },
  },
  reorder: {
    method: 'PUT',
    path: '/api/applications/:applicationId/deposits/order',
    metadata: { access: access.reorder },
    summary:
      'Renumber every deposit rule 1, 2, 3… in the order sent, in one transaction; 409 when the rules changed since',
    pathParams: AppPath,
    body: DepositReorder,
    responses: { 200: DepositRuleset, ...authErrors, ...staleError },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A deposit rule with its version and the options it offers',
    pathParams: RulePath,
    responses: { 200: DepositRule, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a deposit rule; 409 when someone saved it since it was read',
    pathParams: RulePath,
    body: DepositRuleUpdate,
    responses: { 200: DepositRule, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: access.remove },
    summary: 'Delete a deposit rule',
    pathParams: RulePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
