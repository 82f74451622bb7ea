import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { givenName } from './prepared';

const S = protocol.serialize;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * PGlite with the server's named statements (./prepared.ts) kept, as node-postgres keeps them
 * on PostgreSQL. Its drizzle driver ignores the name, and PGlite's query() parses, describes
 * and plans every statement anew in six calls into the database: the users grid's access
 * decision took 1.6 ms that way and 0.26 ms parsed once and then only bound and run in one call
 * (bench/users-list-vs-bare.mjs measures the whole request). Statements without a name (a
 * search, planned for its own pattern) and everything else go through query() as before; so
 * do transactions, which have their own handle.
 */
export function withNamedStatements(client: PGlite): PGlite {
  // Statement name → its parameters' type ids, once parsed in the database.
  const parsed = new Map<string, number[]>();

  const typesOf = async (name: string, text: string) => {
    const known = parsed.get(name);
    if (known) return known;
    const described = await client.execProtocol(
      joined([S.parse({ name, text }), S.describe({ type: 'S', name }), S.sync()]),
    );
    const types = parse.parseDescribeStatementResults(described.messages);
    parsed.set(name, types);
    return types;
  };

  const run = async <T>(
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    const types = await typesOf(name, text);
    // Serialized as query() serializes them: by the type the database gave each parameter.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const answer = await client.execProtocol(
      joined([
        S.bind({ statement: name, values }),
        S.describe({ type: 'P' }),
        S.execute({}),
        S.sync(),
      ]),
    );
    const [result] = parse.parseResults(answer.messages, client.parsers, options);
    if (!result) throw new Error(`statement ${name} gave no result`);
    return result as Results<T>;
  };

  const query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const name = givenName(text);
    if (!name) return client.query<T>(text, params, options);
    // The same turns query() takes: after any transaction, one statement at a time.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(name, text, params ?? [], options)),
    );
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
