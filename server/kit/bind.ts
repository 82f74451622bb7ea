import { type DriverValueEncoder, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Puts a request's value into a list statement as a named placeholder (encoded as `encoder`,
 * a column, would encode it), so the statement's text is the same for every request of its
 * shape and is built once (server/kit/statements.ts). A name is bound once per request.
 */
export type Bind = (
  name: string,
  value: unknown,
  encoder?: DriverValueEncoder<unknown, unknown>,
) => SQLWrapper;

/** A fresh binder: `bind` for the statement, `values` for its execution. */
export function binder(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value, encoder) => {
    values[name] = value;
    const placeholder = sql.placeholder(name);
    return encoder ? sql.param(placeholder, encoder) : placeholder;
  };
  return { bind, values };
}

/**
 * The scope as a list's declaration sees it: each value a placeholder, so a declaration can only
 * put it into SQL (never compute with it, which a shared statement could not follow). An
 * optional value left out stays undefined, and its absence is part of the statement's shape.
 */
export type Bound<S> = S extends number | string
  ? SQLWrapper
  : S extends object
    ? { [K in keyof S]: undefined extends S[K] ? SQLWrapper | undefined : SQLWrapper }
    : S;

/** The scope bound value by value, with the shape it gives the statement. */
export function bindScope<S>(scope: S, bind: Bind): { bound: Bound<S>; shape: string } {
  if (typeof scope === 'number' || typeof scope === 'string') {
    return { bound: bind('scope', scope) as Bound<S>, shape: 's' };
  }
  if (scope === null || typeof scope !== 'object') {
    return { bound: scope as Bound<S>, shape: '' };
  }
  const entries = Object.entries(scope).filter(([, v]) => v !== undefined);
  return {
    bound: Object.fromEntries(entries.map(([k, v]) => [k, bind(`scope.${k}`, v)])) as Bound<S>,
    shape: entries.map(([k]) => k).join(','),
  };
}
