import * as z from 'zod';
import { authErrors, c, IdParam, staleError } from './common';
import { pageAccess } from './page-access';
import { listQuery, paged } from './paging';
import {
  DestinationOption,
  DestinationQuery,
  PricingRule,
  PricingRuleCreate,
  PricingRuleRow,
  PricingRuleUpdate,
  Reorder,
  Ruleset,
  Saved,
} from './pricing-rule-records';

export * from './pricing-rule-records';

/**
 * An application's pricing rules (issue 28): the matching enabled rule with the highest
 * priority (1) sets the price; priorities are unique in the application.
 */

export const PRICING_RULE_SORTS = ['priority', 'name'] as const;
export const PricingRuleListQuery = listQuery(PRICING_RULE_SORTS);
export type PricingRuleListQuery = z.infer<typeof PricingRuleListQuery>;

const AppPath = z.object({ applicationId: IdParam });
const RulePath = AppPath.extend({ pricingRuleId: IdParam });
const base = '/api/applications/:applicationId/pricingRules';
const one = `${base}/:pricingRuleId`;
const access = pageAccess.pricingRules;

export const pricingRulesContract = c.router({
  list: {
    method: 'GET',
    path: base,
    metadata: { access: access.list },
    summary: "A page of the application's pricing rules by priority; search matches the name",
    pathParams: AppPath,
    query: PricingRuleListQuery,
    responses: { 200: paged(PricingRuleRow), ...authErrors },
  },
  create: {
    method: 'POST',
    path: base,
    metadata: { access: access.create },
    summary:
      'Add a pricing rule; its priority is unique in the application; the warning says when a higher rule hides it',
    pathParams: AppPath,
    body: PricingRuleCreate,
    responses: { 201: Saved, ...authErrors },
  },
  ruleset: {
    method: 'GET',
    path: '/api/applications/:applicationId/pricing/rules',
    metadata: { access: access.ruleset },
    summary: 'Every pricing rule of the application by priority, for the preview and reordering',
    pathParams: AppPath,
    responses: { 200: Ruleset, ...authErrors },
  },
  reorder: {
    method: 'PUT',
    path: '/api/applications/:applicationId/pricing/order',
    metadata: { access: access.reorder },
    summary:
      'Renumber every rule 1, 2, 3… in the order sent, in one transaction; 409 when the rules changed since',
    pathParams: AppPath,
    body: Reorder,
    responses: { 200: Ruleset, ...authErrors, ...staleError },
  },
  destinations: {
    method: 'GET',
    path: '/api/applications/:applicationId/pricing/destinations',
    metadata: { access: access.destinations },
    summary:
      "A page of the normalised locations a rule's destination may name (location normalisation), by country and name; search ignores case and accents",
    pathParams: AppPath,
    query: DestinationQuery,
    responses: { 200: paged(DestinationOption), ...authErrors },
  },
  get: {
    method: 'GET',
    path: one,
    metadata: { access: access.get },
    summary: 'A pricing rule with its version and whether it can ever apply',
    pathParams: RulePath,
    responses: { 200: PricingRule, ...authErrors },
  },
  update: {
    method: 'PUT',
    path: one,
    metadata: { access: access.update },
    summary: 'Change a pricing rule; 409 when someone saved it since it was read',
    pathParams: RulePath,
    body: PricingRuleUpdate,
    responses: { 200: PricingRule, ...authErrors, ...staleError },
  },
  remove: {
    method: 'DELETE',
    path: one,
    metadata: { access: access.remove },
    summary: 'Delete a pricing rule',
    pathParams: RulePath,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), ...authErrors },
  },
});
