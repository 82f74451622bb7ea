import { MSG } from '#contract/messages';
import { errorTextsFrom, isFailedResponse } from '#machines/error-text';
import { isStale } from '../../kit/calls';
import { notifications, notifyTexts } from '../../notify/store';

type Answer = { status: number; body: unknown };

/** The field errors of a refused change, for the form that sent it. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isFailedResponse(error) || error.status !== 400) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null) return {};
  const errors = Reflect.get(body, 'errors');
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : {};
}

/**
 * Sends one change of the order page. Done: says so and reloads the order. Refused: a stale
 * edit reloads the order and says someone saved it first; field errors go back to the form
 * (rejecting), anything else is notified.
 */
export async function orderChange(
  call: Promise<Answer>,
  ok: number,
  done: string,
  reload: () => Promise<unknown>,
): Promise<void> {
  const answer = await call;
  if (answer.status === ok) {
    notifications.notify('success', done);
    await reload();
    return;
  }
  if (isStale(answer)) {
    notifications.notify('error', MSG.staleRecord);
    await reload();
    throw answer;
  }
  if (Object.keys(fieldErrorsOf(answer)).length === 0) notifyTexts(errorTextsFrom(answer));
  throw answer;
}
