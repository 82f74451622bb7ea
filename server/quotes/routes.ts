import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import {
  QuoteBody,
  QuoteListCreate,
  QuoteListUpdate,
  QuoteUpdate,
  quotesContract,
  sharedQuoteContract,
} from '#contract/quotes';
import { actorOf, applicationOf } from '#server/customers/routes';
import type { AppDeps } from '#server/deps';
import { listQuoteLists } from './list';
import { itemPricer } from './price';
import { type ListAt, loadQuoteList } from './read';
import { sharedQuote } from './shared';
import {
  addQuote,
  createQuoteList,
  type QuoteAt,
  removeQuote,
  renameQuoteList,
  revokeQuote,
  shareQuote,
  updateQuote,
} from './store';

const s = initServer();

const listAt = (request: FastifyRequest, params: { listId: number }): ListAt => ({
  ...applicationOf(request),
  listId: params.listId,
});
const quoteAt = (request: FastifyRequest, p: { listId: number; quoteId: number }): QuoteAt => ({
  ...listAt(request, p),
  quoteId: p.quoteId,
});

/** The quote viewer; the gate has checked the permission and the customers feature. */
export function quotesRouter(deps: AppDeps) {
  const { db } = deps.db;
  const price = itemPricer(db);
  /** Every change answers the list as it now stands. */
  const after = async (at: ListAt, status: 200 | 201 = 200) => ({
    status,
    body: await loadQuoteList(db, at),
  });
  return s.router(quotesContract, {
    list: async ({ request, query }) => ({
      status: 200,
      body: await listQuoteLists(db, applicationOf(request), query),
    }),
    create: async ({ request, body }) => ({
      status: 201,
      body: {
        listId: await createQuoteList(
          db,
          actorOf(request),
          applicationOf(request),
          QuoteListCreate.parse(body),
        ),
      },
    }),
    get: async ({ request, params }) => ({
      status: 200,
      body: await loadQuoteList(db, listAt(request, params)),
    }),
    update: async ({ request, params, body }) => {
      const at = listAt(request, params);
      const sent = QuoteListUpdate.parse(body);
      await renameQuoteList(db, actorOf(request), at, sent.name, sent.version);
      return after(at);
    },
    addQuote: async ({ request, params, body }) => {
      const at = listAt(request, params);
      await addQuote(db, price, actorOf(request), at, QuoteBody.parse(body));
      return { status: 201, body: await loadQuoteList(db, at) };
    },
    updateQuote: async ({ request, params, body }) => {
      const at = quoteAt(request, params);
      await updateQuote(db, price, actorOf(request), at, QuoteUpdate.parse(body));
      return after(at);
    },
    removeQuote: async ({ request, params }) => {
      const at = quoteAt(request, params);
      await removeQuote(db, actorOf(request), at);
      return after(at);
    },
    share: async ({ request, params }) => {
      const at = quoteAt(request, params);
      await shareQuote(db, actorOf(request), at);
      return after(at);
    },
    revoke: async ({ request, params }) => {
      const at = quoteAt(request, params);
      await revokeQuote(db, actorOf(request), at);
      return after(at);
    },
  });
}

/** The public page's read: no sign-in, the link's id and key prove the caller. */
export function sharedQuoteRouter(deps: AppDeps) {
  const { db } = deps.db;
  return s.router(sharedQuoteContract, {
    view: async ({ params }) => ({
      status: 200,
      body: await sharedQuote(db, params.quoteId, params.shareKey),
    }),
  });
}
