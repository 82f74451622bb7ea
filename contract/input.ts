import * as z from 'zod';

/** The largest value of a PostgreSQL integer (int4) column, so of every id. */
export const MAX_INT4 = 2_147_483_647;

/** Field messages of the input rules every request obeys, worded once for server and client. */
export const INPUT_TEXT = {
  id: `Must be a whole number from 1 to ${MAX_INT4}`,
  idOrZero: `Must be a whole number from 0 to ${MAX_INT4}`,
  wholeNumber: (min: number, max: number) => `Must be a whole number from ${min} to ${max}`,
  controlCharacters: 'Must not contain control characters',
  /** A field the request's schema does not have: refused, not dropped, so no value is lost. */
  unknownField: 'Unknown field',
  day: 'Enter a real date as YYYY-MM-DD',
} as const;

/**
 * How a schema is described in the OpenAPI document when its zod input type says less than the
 * rule it checks (a path id is a string on the wire but an integer in range to a client).
 */
export const openApiShape = z.registry<Record<string, unknown>>();

/**
 * What the OpenAPI document adds to a schema whose refine() spans several fields (which zod
 * cannot write as JSON Schema), in JSON Schema's own terms, so the document and the server agree.
 */
export const openApiRule = z.registry<Record<string, unknown>>();

/** A real calendar day, YYYY-MM-DD, leap years included; the document shows the whole rule. */
export const day = (message: string = INPUT_TEXT.day) => z.iso.date(message);

const wholeNumber = (min: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, message).max(MAX_INT4, message);

/** A path or query id: decimal digits only, no sign, no leading zero, no exponent, no hex. */
const idText = (min: 0 | 1, message: string) =>
  z
    .string({ error: message })
    .regex(min === 1 ? /^[1-9][0-9]{0,9}$/ : /^(0|[1-9][0-9]{0,9})$/, message)
    .transform(Number)
    .pipe(wholeNumber(min, message));

/**
 * An id in a path or a query string (`/companies/12`). Typed to also take a number so that
 * callers building URLs may pass the ids they hold; on the wire it is always text.
 */
export const IdParam = z.union([idText(1, INPUT_TEXT.id), wholeNumber(1, INPUT_TEXT.id)], {
  error: INPUT_TEXT.id,
});
openApiShape.add(IdParam, { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_INT4 });

/** A path id that may also be 0 (the default dashboard). */
export const IdOrZeroParam = z.union(
  [idText(0, INPUT_TEXT.idOrZero), wholeNumber(0, INPUT_TEXT.idOrZero)],
  { error: INPUT_TEXT.idOrZero },
);
openApiShape.add(IdOrZeroParam, {
  type: 'integer',
  format: 'int32',
  minimum: 0,
  maximum: MAX_INT4,
});

/** An id in a JSON body: a JSON integer from 1 to 2^31−1 (a string is not coerced). */
export const Id = wholeNumber(1, INPUT_TEXT.id);
/** A JSON body id that may be 0 (the default dashboard). */
export const IdOrZero = wholeNumber(0, INPUT_TEXT.idOrZero);

/** A whole number in a query string, within the given bounds; digits only, like ids. */
export function intParam(min: number, max: number) {
  const message = INPUT_TEXT.wholeNumber(min, max);
  const schema = z.union(
    [
      z
        .string()
        .regex(/^(0|[1-9][0-9]{0,9})$/, message)
        .transform(Number)
        .pipe(z.number().min(min, message).max(max, message)),
      z.number().int(message).min(min, message).max(max, message),
    ],
    { error: message },
  );
  openApiShape.add(schema, { type: 'integer', format: 'int32', minimum: min, maximum: max });
  return schema;
}

/** A whole number of an int4 column (orders, counts), within the given bounds. */
export const int4 = (min: number, max = MAX_INT4) =>
  z
    .number({ error: INPUT_TEXT.wholeNumber(min, max) })
    .int(INPUT_TEXT.wholeNumber(min, max))
    .min(min, INPUT_TEXT.wholeNumber(min, max))
    .max(max, INPUT_TEXT.wholeNumber(min, max));

/**
 * A number of a numeric(precision, scale) column: at most precision − scale digits before the
 * point (larger values overflow the column). Extra decimals are the caller's rule to refuse.
 */
export const numericMax = (precision: number, scale: number) =>
  10 ** (precision - scale) - 10 ** -scale;

// C0 controls, DEL and C1 controls; free text gives back tab, line feed and carriage return.
// Written as ranges, not \p{Cc}, so that the OpenAPI pattern works in any regex dialect.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** One line of text (names, emails, codes, tokens): no control character at all. */
export const line = () => z.string().regex(NO_CONTROL, INPUT_TEXT.controlCharacters);

/** Text of several lines (a message, a biography): tabs and line breaks, no other control. */
export const freeText = () => z.string().regex(NO_CONTROL_BUT_LINES, INPUT_TEXT.controlCharacters);

/** A URL of an image uploaded to this server (content-addressed, see /api/files). */
export const FILE_URL = /^\/api\/files\/[0-9a-f]{64}$/;
