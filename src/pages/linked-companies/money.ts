import { formatMoney, type Money, parseMoney } from '#ui/forms';

/** The API's decimal string of a MoneyField's value; '' while the amount is empty. */
export const moneyText = (money: Money) =>
  money.minor === null ? '' : formatMoney(money.minor, money.currency);

/** A MoneyField's value from the API's decimal string. */
export function moneyOf(text: string, currency: string): Money {
  const parsed = parseMoney(text, currency);
  return { minor: parsed.ok ? parsed.minor : null, currency };
}

/** Currencies offered for a new account; the API takes any ISO 4217 code. */
export const ACCOUNT_CURRENCIES = ['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'CHF', 'NZD', 'ZAR'] as const;
