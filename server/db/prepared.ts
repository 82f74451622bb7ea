import { createHash } from 'node:crypto';

/** A built Drizzle query that can be sent as a named prepared statement. */
type Preparable<T> = {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
};

const names = new Map<string, string>();

/**
 * Runs `query` as a named prepared statement, named after its text: on PostgreSQL each pooled
 * connection parses and plans a shape once and then only binds values, so a list's hot
 * statements skip parsing on every request. The same text always gets the same name, which
 * node-postgres requires; the values stay parameters, so a name never carries user input.
 * PGlite has no named statements; its driver ignores the name and runs the query as before.
 */
export function named<T>(query: Preparable<T>): Promise<T> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

/** The prepared statement name of a statement's text: the same text, the same name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `wp_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // The statement shapes are few (one per sort, search or not); the bound stops a leak anyway.
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

/** The name a statement's text was given, if it was: such a statement is meant to be kept. */
export function givenName(text: string): string | undefined {
  return names.get(text);
}
