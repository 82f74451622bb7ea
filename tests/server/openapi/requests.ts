import fc from 'fast-check';
import { type Break, breaksOf } from './breaks';
import { type Schema, validBy } from './schema';
import { valuesOf } from './values';

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
};
export type Media = { schema?: Schema };
export type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
  security?: Array<Record<string, string[]>>;
};
export type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; name?: string; in?: string }> };
};

/** A request built from the document: its values before they are put on the wire. */
export type DocRequest = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** Absent when no body is sent. */
  body?: { type: string; value: unknown };
  /** For an invalid request: the one rule it breaks. */
  broken?: string;
};

/** Parameters travel as text: a number, a boolean or a list as the form style writes it. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** Reads a parameter's text back the way the document types it, to judge it by its schema. */
function wireValue(parameter: Parameter, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const type = parameter.schema.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value)) {
    return Number(value);
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export const parameterValid = (parameter: Parameter, value: unknown) =>
  validBy(parameter.schema, wireValue(parameter, value));

const jsonSchemaOf = (operation: Operation) =>
  operation.requestBody?.content['application/json']?.schema;

const multipartOf = (operation: Operation) =>
  operation.requestBody?.content['multipart/form-data']?.schema;

/** The smallest GIF there is, so an upload that takes images gets one. */
const GIF = Uint8Array.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00,
  0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
]);

/**
 * What the caller knows and the document cannot: fixed values (a live ingestion key) and values
 * a parameter must not take (the signed-in user's own id: a generated edit would lock them out).
 */
export type Known = { values: Record<string, string>; avoid: Record<string, unknown[]> };

function parametersOf(operation: Operation, where: Parameter['in']) {
  return (operation.parameters ?? []).filter((p) => p.in === where);
}

/** A parameter's values: required ones always, optional ones now and then. */
function parameterValues(
  parameters: Parameter[],
  known: Known,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = parameters.map((p) => {
    const fixed = known.values[p.name];
    const avoid = known.avoid[p.name] ?? [];
    const value =
      fixed !== undefined
        ? fc.constant(fixed)
        : valuesOf(p.schema, p.name).filter((v) => !avoid.includes(v));
    return [p.name, value] as const;
  });
  const required = parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name);
  return fc.record(Object.fromEntries(entries), { requiredKeys: required });
}

function bodyValues(operation: Operation): fc.Arbitrary<DocRequest['body']> {
  const json = jsonSchemaOf(operation);
  const form = multipartOf(operation);
  const required = operation.requestBody?.required === true;
  let body: fc.Arbitrary<DocRequest['body']> = fc.constant(undefined);
  if (json) {
    body = valuesOf(json).map((value) => ({ type: 'application/json', value }));
  } else if (form) {
    // Each file field gets a real file of a type its description names.
    const files = Object.fromEntries(
      Object.keys(form.properties ?? {}).map((name) => [name, 'gif']),
    );
    body = fc.constant({ type: 'multipart/form-data', value: files });
  }
  return required ? body : fc.oneof(body, fc.constant(undefined));
}

/**
 * Requests valid by the document for one operation; with `path`, all at that path (one that
 * reaches a record, so that nothing but the request's own values decides the answer).
 */
export function validRequests(
  operation: Operation,
  known: Known,
  path?: Record<string, unknown>,
): fc.Arbitrary<DocRequest> {
  return fc
    .tuple(
      path ? fc.constant(path) : parameterValues(parametersOf(operation, 'path'), known),
      parameterValues(parametersOf(operation, 'query'), known),
      parameterValues(parametersOf(operation, 'header'), known),
      bodyValues(operation),
    )
    .map(([path, query, headers, body]) => ({ path, query, headers, body }));
}

/** Whether a value can travel as an HTTP header's value: bytes, no control character but tab. */
const sendableInHeader = (value: unknown) =>
  typeof value !== 'string' ||
  [...value].every((c) => c === '\t' || (c >= ' ' && c !== '\u007f' && c <= '\u00ff'));

/** Every way to break one rule of the document in a valid request. */
function breaksOfRequest(operation: Operation, request: DocRequest): Break[] {
  const breaks: Break[] = [];
  for (const p of operation.parameters ?? []) {
    const source = p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : 'headers';
    if (p.in === 'cookie') continue;
    const value = request[source][p.name];
    if (p.required && p.in !== 'path') {
      breaks.push({
        where: `${p.in} ${p.name}`,
        what: 'a required parameter left out',
        apply: (r) => {
          const { [p.name]: _gone, ...rest } = (r as DocRequest)[source];
          return { ...(r as DocRequest), [source]: rest };
        },
      });
    }
    if (value === undefined) continue;
    for (const inner of breaksOf(p.schema, value, `${p.in} ${p.name}`)) {
      // A header value with a control character cannot be sent at all (HTTP clients refuse it).
      if (p.in === 'header' && !sendableInHeader(inner.apply(value))) continue;
      breaks.push({
        ...inner,
        apply: (r) => {
          const next = inner.apply(value);
          const text = typeof next === 'object' && next !== null ? JSON.stringify(next) : next;
          return {
            ...(r as DocRequest),
            [source]: { ...(r as DocRequest)[source], [p.name]: asText(text) },
          };
        },
      });
    }
  }
  const json = jsonSchemaOf(operation);
  if (json && request.body) {
    const body = request.body;
    if (operation.requestBody?.required) {
      breaks.push({
        where: 'body',
        what: 'the required body left out',
        apply: (r) => ({ ...(r as DocRequest), body: undefined }),
      });
    }
    for (const inner of breaksOf(json, body.value)) {
      breaks.push({
        ...inner,
        where: `body ${inner.where}`,
        apply: (r) => ({ ...(r as DocRequest), body: { ...body, value: inner.apply(body.value) } }),
      });
    }
  }
  return breaks;
}

/** Whether a request is valid by the document (the break may have kept it valid). */
export function requestValid(operation: Operation, request: DocRequest): boolean {
  for (const p of operation.parameters ?? []) {
    const source = p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : 'headers';
    if (p.in === 'cookie') continue;
    const value = request[source][p.name];
    if (value === undefined) {
      if (p.required || p.in === 'path') return false;
      continue;
    }
    if (!parameterValid(p, typeof value === 'string' ? value : asText(value))) return false;
  }
  const json = jsonSchemaOf(operation);
  if (json) {
    if (!request.body) return operation.requestBody?.required !== true;
    return validBy(json, request.body.value);
  }
  return true;
}

/** Requests that break exactly one rule of the document, each naming the rule it breaks. */
export function invalidRequests(
  operation: Operation,
  known: Known,
  path?: Record<string, unknown>,
): fc.Arbitrary<DocRequest | null> {
  return validRequests(operation, known, path).chain((request) => {
    const breaks = breaksOfRequest(operation, request);
    if (breaks.length === 0) return fc.constant(null);
    return fc.constantFrom(...breaks).map((b) => {
      const broken = b.apply(request) as DocRequest;
      return requestValid(operation, broken)
        ? null
        : { ...broken, broken: `${b.where}: ${b.what}` };
    });
  });
}

/** The request on the wire: its address and fetch options. */
export function onTheWire(
  path: string,
  method: string,
  request: DocRequest,
  bearer: string | null,
): { url: string; init: RequestInit } {
  let url = path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    encodeURIComponent(asText(request.path[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item));
  }
  if ([...query].length > 0) url += `?${query}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, asText(value));
  }
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  let body: BodyInit | undefined;
  if (request.body?.type === 'application/json') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(request.body.value);
  } else if (request.body?.type === 'multipart/form-data') {
    const form = new FormData();
    for (const name of Object.keys(request.body.value as Record<string, string>)) {
      form.append(name, new Blob([GIF], { type: 'image/gif' }), 'pixel.gif');
    }
    body = form;
  }
  return { url, init: { method: method.toUpperCase(), headers, body } };
}
