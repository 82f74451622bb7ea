import { WHOLE_UNIT_CURRENCIES } from '#contract/currencies';
import { convertMinor } from '#contract/currex-decimal';
import { fromMinor, toMinor } from '#contract/money';
import { QUOTE_TEXT, type QuoteAnswer, type QuoteRequest } from '#contract/pricing-quote';
import { ratesInto } from '#server/app-exchange-rates/rates-into';
import type { Db } from '#server/db/client';
import { type FieldErrors, formError } from '#server/kit/index';

type Priced = Pick<QuoteAnswer, 'items'>;

/**
 * A quote's priced items in the site's currency (`request.currency`), converted after pricing so
 * the engine stays pure (the preview calculator prices the same way), with the request's items
 * relabelled in that currency for the parts priced from them (deposit, promo code, rewards).
 * Without a currency, both are as they came. An item whose currency has no rate into the
 * site's is its field's error: nothing is answered rather than a price in the wrong currency.
 */
export async function inSiteCurrency(
  db: Db,
  applicationId: number,
  request: QuoteRequest,
  priced: Priced,
): Promise<{ request: QuoteRequest; priced: Priced }> {
  const to = request.currency;
  if (to === undefined) return { request, priced };
  const others = [...new Set(request.items.map((i) => i.currency).filter((c) => c !== to))];
  const rates = await ratesInto(db, applicationId, to, others);
  const errors: FieldErrors = {};
  request.items.forEach((item, index) => {
    if (item.currency !== to && !rates.has(item.currency)) {
      errors[`items.${index}.currency`] = [QUOTE_TEXT.noRate(item.currency, to)];
    }
  });
  if (Object.keys(errors).length > 0) throw formError(errors);
  const step = WHOLE_UNIT_CURRENCIES.has(to) ? 100 : 1;
  const items = priced.items.map((item, index) => {
    const rate = rates.get(request.items[index]?.currency ?? to);
    if (rate === undefined) return { ...item, currency: to, exchangeRate: null };
    const convert = (text: string) => fromMinor(convertMinor(toMinor(text) ?? 0, rate, step));
    return {
      ...item,
      priceBeforeRule: convert(item.priceBeforeRule),
      price: convert(item.price),
      currency: to,
      exchangeRate: rate,
    };
  });
  return {
    request: { ...request, items: request.items.map((i) => ({ ...i, currency: to })) },
    priced: { items },
  };
}
