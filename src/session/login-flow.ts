import { createActor, fromPromise } from 'xstate';
import type { LoginBody } from '#contract/auth';
import {
  type BackupInput,
  type CodeInput,
  type ConfirmInput,
  loginMachine,
  type Outcome,
  type SetupInput,
} from '#machines/login.machine';
import { callAnonymous } from '../api/call';
import { type Routes, routes } from '../api/routes';
import { inspect } from '../dev/inspect';
import { notifyTexts } from '../notify/store';
import { sessionActor } from './session';

/** A typed response as an outcome: 200 is the value, anything else the failure. */
const outcome = <T>(response: { status: number; body: unknown }): Outcome<T> =>
  response.status === 200
    ? { ok: true, value: response.body as T }
    : { ok: false, failure: { status: response.status, body: response.body } };

const appLoginMachine = loginMachine.provide({
  actors: {
    authenticate: fromPromise(async ({ input }: { input: LoginBody }) =>
      outcome(await callAnonymous<Routes['token']>(routes.token, { body: input })),
    ),
    verifyCode: fromPromise(async ({ input }: { input: CodeInput }) =>
      outcome(await callAnonymous<Routes['verifyCode']>(routes.verifyCode, { body: input })),
    ),
    verifyBackupCode: fromPromise(async ({ input }: { input: BackupInput }) =>
      outcome(
        await callAnonymous<Routes['verifyBackupCode']>(routes.verifyBackupCode, { body: input }),
      ),
    ),
    beginSetup: fromPromise(async ({ input }: { input: SetupInput }) =>
      outcome(await callAnonymous<Routes['setupBegin']>(routes.setupBegin, { body: input })),
    ),
    confirmSetup: fromPromise(async ({ input }: { input: ConfirmInput }) =>
      outcome(await callAnonymous<Routes['setupConfirm']>(routes.setupConfirm, { body: input })),
    ),
  },
});

/**
 * One sign-in flow shared by /login and its two-factor pages, so that moving between those
 * routes keeps the step tokens. Its success opens the session.
 */
export const loginActor = createActor(appLoginMachine, { inspect }).start();

loginActor.on('failed', (event) => notifyTexts(event.messages));
loginActor.on('signedIn', (event) =>
  sessionActor.send({ type: 'LOGIN_SUCCEEDED', session: event.session }),
);

export type LoginSnapshot = ReturnType<typeof loginActor.getSnapshot>;
