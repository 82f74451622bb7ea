import { MSG } from '#contract/messages';

/** What the client knows about a failed call: the HTTP status and the parsed body. */
export interface FailedResponse {
  status: number;
  body: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldMessages(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.errors)) return [];
  return Object.values(body.errors).flatMap((messages) =>
    Array.isArray(messages)
      ? messages.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
      : [],
  );
}

/**
 * The texts a failure notification shows, by the rules of the error catalogue
 * (console-spec.md section 8). Each field message is its own notification.
 */
export function errorTexts({ status, body }: FailedResponse): string[] {
  if (status === 400) {
    const messages = fieldMessages(body);
    if (messages.length > 0) return messages;
  }
  if ((status === 400 || status === 500) && typeof body === 'string' && body.trim() !== '') {
    return [body];
  }
  if (isRecord(body) && typeof body.title === 'string' && body.title.trim() !== '') {
    return [body.title];
  }
  return [MSG.somethingWentWrong];
}

/** True for the `{ status, body }` objects ts-rest's react-query hooks throw on non-2xx. */
export function isFailedResponse(error: unknown): error is FailedResponse {
  return isRecord(error) && typeof error.status === 'number' && 'body' in error;
}

/** Texts for anything a call can reject with: an HTTP failure or a network error. */
export function errorTextsFrom(error: unknown): string[] {
  return isFailedResponse(error) ? errorTexts(error) : [MSG.somethingWentWrong];
}
