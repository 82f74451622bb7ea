import { fromMinor } from '#contract/money';

/**
 * The deposit schedule and vouchers are frozen on the order as they arrived (jsonb), so later
 * rule edits never change an existing booking. They are read defensively: amounts may be kept
 * as integer minor units (`…Minor`) or as the decimal strings the API takes.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An amount stored as `<name>Minor` (integer) or `<name>` (decimal string). */
function amountOf(record: Json, name: string): string {
  const minor = record[`${name}Minor`];
  if (typeof minor === 'number' && Number.isSafeInteger(minor)) return fromMinor(minor);
  const text = record[name];
  return typeof text === 'string' ? text : typeof text === 'number' ? String(text) : '0.00';
}

const textOf = (record: Json, ...names: string[]) => {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string') return value;
  }
  return '';
};

export type Schedule = {
  initialAmount: string;
  instalments: { dueDate: string; amount: string; overdue: boolean }[];
};

/** What is due when; an instalment whose day has passed is marked overdue. */
export function scheduleOf(stored: unknown, today: string): Schedule | null {
  if (!isObject(stored)) return null;
  const listed = Array.isArray(stored.instalments) ? stored.instalments : [];
  const instalments = listed.filter(isObject).map((i) => {
    const dueDate = textOf(i, 'dueDate', 'due');
    return { dueDate, amount: amountOf(i, 'amount'), overdue: dueDate !== '' && dueDate < today };
  });
  return {
    initialAmount: amountOf(stored, 'initialAmount'),
    instalments: instalments.sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
  };
}

export type Voucher = { code: string; value: string; kind: string; purpose: string };

export function vouchersOf(stored: unknown): Voucher[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isObject).map((v) => ({
    code: textOf(v, 'code'),
    value: amountOf(v, 'value'),
    kind: textOf(v, 'kind', 'valueType'),
    purpose: textOf(v, 'purpose', 'type'),
  }));
}

/** The names of the pricing rules an item went through (names or { name } objects). */
export function rulesOf(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((r) =>
    typeof r === 'string' ? [r] : isObject(r) ? [textOf(r, 'name')] : [],
  );
}
