import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { fromMinor, toMinor } from '#contract/money';
import { pricingQuoteContract, QUOTE_TEXT, QuoteRequest } from '#contract/pricing-quote';
import {
  DestinationQuery,
  PRICING_TEXT,
  PricingRuleCreate,
  type PricingRuleListQuery,
  PricingRuleUpdate,
  pricingRulesContract,
  Reorder,
} from '#contract/pricing-rules';
import { actorOf, applicationOf } from '#server/customers/routes';
import { checkBookingDate, depositPart, depositRulesFor } from '#server/deposits/quote-part';
import type { AppDeps } from '#server/deps';
import { type FieldErrors, formError, recordRoutes } from '#server/kit/index';
import { searchDestinations } from '#server/location-normalisation/destinations';
import { quoteDiscount } from '#server/promo-codes/quote-part';
import { quoteRewards } from '#server/rewards/quote-part';
import { listPricingRules } from './list';
import { createQuoter } from './quote';
import { inSiteCurrency } from './quote-currency';
import { reorderRules } from './reorder';
import { rulesOf, warningsOf } from './ruleset';
import { ruleOf } from './shape';
import {
  createPricingRule,
  loadPricingRule,
  type RuleAt,
  removePricingRule,
  updatePricingRule,
} from './store';

const s = initServer();

const ruleAt = (request: FastifyRequest, params: { pricingRuleId: number }): RuleAt => ({
  ...applicationOf(request),
  pricingRuleId: params.pricingRuleId,
});

/** Every rule of the application by priority, each with its never-wins warning. */
async function ruleset(deps: AppDeps, scope: { companyId: number; applicationId: number }) {
  const rules = await rulesOf(deps.db.db, scope.applicationId);
  const warning = warningsOf(rules);
  return {
    items: rules.map((r) => ruleOf(r, { companyId: scope.companyId, warning: warning(r.id) })),
  };
}

/** An application's pricing rules; the gate has checked the permission and the feature. */
export function pricingRulesRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(pricingRulesContract, {
    ...recordRoutes({
      scope: applicationOf,
      at: ruleAt,
      actor: actorOf,
      list: (scope, query: PricingRuleListQuery) => listPricingRules(db, scope, query),
      parseCreate: (body) => PricingRuleCreate.parse(body),
      create: (actor, scope, body) => createPricingRule(db, actor, scope, body),
      load: (at) => loadPricingRule(db, at),
      parseUpdate: (body) => PricingRuleUpdate.parse(body),
      update: (actor, at, body) => updatePricingRule(db, actor, at, body),
    }),

    remove: async ({ request, params }) => {
      await removePricingRule(db, actorOf(request), ruleAt(request, params));
      return { status: 200, body: { message: PRICING_TEXT.removed } };
    },

    destinations: async ({ query }) => ({
      status: 200,
      body: await searchDestinations(db, DestinationQuery.parse(query)),
    }),

    ruleset: async ({ request }) => ({
      status: 200,
      body: await ruleset(deps, applicationOf(request)),
    }),

    reorder: async ({ request, body }) => {
      const scope = applicationOf(request);
      await reorderRules(db, actorOf(request), scope, Reorder.parse(body).pricingRuleIds);
      return { status: 200, body: await ruleset(deps, scope) };
    },
  });
}

/** A quote's items whose travel ends before it starts, refused as their fields' errors. */
function checkTravel(request: QuoteRequest): QuoteRequest {
  const errors: FieldErrors = {};
  request.items.forEach((item, index) => {
    if (item.travelEnd < item.travelStart) {
      errors[`items.${index}.travelEnd`] = [QUOTE_TEXT.travelEndsFirst];
    }
  });
  if (Object.keys(errors).length > 0) throw formError(errors);
  return request;
}

/** Booking sites' quotes; the gate has checked the application's ingestion key. */
export function pricingQuoteRouter(deps: AppDeps) {
  const quote = createQuoter(deps.db.db);
  const depositRules = depositRulesFor(deps.db.db);
  return s.router(pricingQuoteContract, {
    quote: async ({ params, body }) => {
      const today = new Date().toISOString().slice(0, 10);
      const sent = checkTravel(QuoteRequest.parse(body));
      checkBookingDate(sent, today);
      const bookingDate = sent.bookingDate ?? today;
      const db = deps.db.db;
      // From here on the items are in the site's currency when it names one.
      const { request, priced } = await inSiteCurrency(
        db,
        params.applicationId,
        sent,
        await quote(params.applicationId, sent, bookingDate),
      );
      const total = priced.items.reduce((sum, item) => sum + (toMinor(item.price) ?? 0), 0);
      const rules = await depositRules(params.applicationId);
      return {
        status: 200,
        body: {
          ...priced,
          total: fromMinor(total),
          ...depositPart(rules, request, priced.items, today),
          ...(await quoteDiscount(db, params.applicationId, request, total, today)),
          rewards: await quoteRewards(db, params.applicationId, request, priced, bookingDate),
        },
      };
    },
  });
}
