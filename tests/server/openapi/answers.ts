import { MSG } from '#contract/messages';
import type { Operation } from './requests';
import { issuesOf, validBy } from './schema';

/**
 * The titles of a refusal for the request's shape: the document's rules broken (the validation
 * problem) or a body or address that cannot be read. A 400 for a business rule is titled with
 * that rule's own message, so a client (and this test) tells the two apart.
 */
export const SHAPE_TITLES: ReadonlySet<string> = new Set([
  MSG.invalidForm,
  MSG.malformedJson,
  MSG.unsupportedContentType,
  MSG.addressInvalid,
]);

/** Whether a 400 says the request's shape was refused (rather than a business rule). */
export function refusedForShape(status: number, body: unknown): boolean {
  if (status !== 400) return false;
  if (typeof body !== 'object' || body === null) return true;
  const title = (body as { title?: unknown }).title;
  return typeof title !== 'string' || SHAPE_TITLES.has(title);
}

export type Answer = { status: number; contentType: string; body: unknown };

/** Reads an answer once: JSON when it says so, otherwise its length only. */
export async function readAnswer(res: Response): Promise<Answer> {
  const contentType = res.headers.get('content-type') ?? '';
  const text = contentType.includes('json') ? await res.text() : undefined;
  if (text === undefined) await res.arrayBuffer();
  let body: unknown = text;
  if (text !== undefined && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: res.status, contentType, body };
}

/**
 * What is wrong with an answer by the document: a status it does not declare for the operation,
 * or a body its schema for that status refuses. Empty when the answer is as declared.
 */
export function answerMismatch(
  operation: Operation,
  answer: Answer,
): { kind: 'undeclared' | 'body'; detail: string } | null {
  const declared = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!declared) return { kind: 'undeclared', detail: `status ${answer.status}` };
  const content = declared.content ?? {};
  const types = Object.keys(content);
  if (types.length === 0) return null;
  const media = answer.contentType.split(';')[0]?.trim() ?? '';
  const schema = content[media]?.schema;
  if (!(media in content)) {
    return {
      kind: 'body',
      detail: `content type ${media || '(none)'} not among ${types.join(', ')}`,
    };
  }
  if (schema && media.includes('json') && !validBy(schema, answer.body)) {
    return { kind: 'body', detail: issuesOf(schema, answer.body) };
  }
  return null;
}
