import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginBody, TokenResponse } from '#contract/auth';
import { MSG } from '#contract/messages';
import { errorTexts } from './error-text';
import type {
  BackupInput,
  CodeInput,
  ConfirmInput,
  LoginContext,
  LoginEmitted,
  LoginEvent,
  Outcome,
  SetupConfirmed,
  SetupInput,
  TokenOutcome,
  TwoFactorSetup,
} from './login-types';
import { initialLoginContext } from './login-types';
import { sessionFromTokens } from './session-data';

const notProvided = () => Promise.reject(new Error('not provided'));
/** The outcome an invoked call finished with (undefined for an error event). */
const outputOf = <T>(event: unknown) => (event as { output?: Outcome<T> }).output;
const tokensOf = (event: unknown): TokenResponse | undefined => {
  const output = outputOf<TokenResponse>(event);
  return output?.ok ? output.value : undefined;
};

/** Where each token answer leads: a second factor, a forced setup, a session or a failure. */
export const afterTokens = (failTarget: string) =>
  [
    { guard: 'asksCode', target: '#login.codeStep', actions: 'keepStepTokens' },
    { guard: 'asksSetup', target: '#login.setupStep', actions: 'keepStepTokens' },
    { guard: 'opensSession', target: '#login.success', actions: 'openSession' },
    { target: failTarget, actions: 'fail' },
  ] as const;

/** Types, injected actors, guards and actions of the login machine (login.machine.ts). */
export const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: {
    authenticate: fromPromise<TokenOutcome, LoginBody>(notProvided),
    verifyCode: fromPromise<TokenOutcome, CodeInput>(notProvided),
    verifyBackupCode: fromPromise<TokenOutcome, BackupInput>(notProvided),
    beginSetup: fromPromise<Outcome<TwoFactorSetup>, SetupInput>(notProvided),
    confirmSetup: fromPromise<Outcome<SetupConfirmed>, ConfirmInput>(notProvided),
  },
  guards: {
    asksCode: ({ event }) => tokensOf(event)?.needsTwoFactorCode === true,
    asksSetup: ({ event }) => tokensOf(event)?.needsTwoFactorSetup === true,
    opensSession: ({ event }) => {
      const tokens = tokensOf(event);
      return tokens !== undefined && sessionFromTokens(tokens) !== null;
    },
    setupReady: ({ event }) => outputOf<TwoFactorSetup>(event)?.ok === true,
    setupConfirmed: ({ event }) => {
      const output = outputOf<SetupConfirmed>(event);
      return output?.ok === true && output.value.tokens !== null;
    },
  },
  actions: {
    keepStepTokens: assign(({ event }) => ({
      twoFactorToken: tokensOf(event)?.twoFactorToken ?? null,
      setupToken: tokensOf(event)?.setupToken ?? null,
    })),
    openSession: enqueueActions(({ event, enqueue }) => {
      const tokens = tokensOf(event);
      const session = tokens ? sessionFromTokens(tokens) : null;
      if (!session) return;
      enqueue.assign({ session });
      enqueue.emit({ type: 'signedIn', session });
    }),
    fail: enqueueActions(({ event, enqueue }) => {
      const output = outputOf<unknown>(event);
      const messages = output?.ok === false ? errorTexts(output.failure) : [MSG.somethingWentWrong];
      enqueue.assign({ errors: messages });
      enqueue.emit({ type: 'failed', messages });
    }),
    restart: assign(() => initialLoginContext),
  },
});
