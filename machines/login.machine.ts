import { assign, enqueueActions } from 'xstate';
import { afterTokens, loginSetup } from './login-setup';
import { initialLoginContext, type LoginEvent } from './login-types';
import { sessionFromTokens } from './session-data';

export type * from './login-types';

/**
 * Password, then (when the server asks) a TOTP code or a backup code, or a forced two-factor
 * setup whose backup codes are shown before the session opens. Calls are injected; codes and
 * passwords travel in events only, never in context.
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  initial: 'idle',
  context: initialLoginContext,
  on: { RESTART: { target: '.idle', actions: 'restart' } },
  states: {
    idle: { on: { SUBMIT: 'submitting', TOKENS: afterTokens('#login.failure') } },
    submitting: {
      entry: assign({ errors: [] }),
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ event }) => (event as Extract<LoginEvent, { type: 'SUBMIT' }>).credentials,
        onDone: afterTokens('#login.failure'),
        onError: { target: 'failure', actions: 'fail' },
      },
    },
    failure: { on: { SUBMIT: 'submitting', TOKENS: afterTokens('#login.failure') } },
    codeStep: { on: { SUBMIT_CODE: 'verifyingCode', USE_BACKUP: 'backupStep' } },
    verifyingCode: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({
          twoFactorToken: context.twoFactorToken ?? '',
          code: (event as Extract<LoginEvent, { type: 'SUBMIT_CODE' }>).code,
        }),
        onDone: afterTokens('#login.codeStep'),
        onError: { target: 'codeStep', actions: 'fail' },
      },
    },
    backupStep: { on: { SUBMIT_BACKUP: 'verifyingBackup', USE_CODE: 'codeStep' } },
    verifyingBackup: {
      invoke: {
        id: 'verifyBackupCode',
        src: 'verifyBackupCode',
        input: ({ context, event }) => ({
          twoFactorToken: context.twoFactorToken ?? '',
          backupCode: (event as Extract<LoginEvent, { type: 'SUBMIT_BACKUP' }>).backupCode,
        }),
        onDone: afterTokens('#login.backupStep'),
        onError: { target: 'backupStep', actions: 'fail' },
      },
    },
    setupStep: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'beginSetup',
            src: 'beginSetup',
            input: ({ context }) => ({ setupToken: context.setupToken ?? '' }),
            onDone: [
              {
                guard: 'setupReady',
                target: 'ready',
                actions: assign({
                  setup: ({ event }) => (event.output.ok ? event.output.value : null),
                }),
              },
              { target: 'unavailable', actions: 'fail' },
            ],
            onError: { target: 'unavailable', actions: 'fail' },
          },
        },
        unavailable: { on: { RETRY_SETUP: 'loading' } },
        ready: { on: { SUBMIT_CODE: 'confirming' } },
        confirming: {
          invoke: {
            id: 'confirmSetup',
            src: 'confirmSetup',
            input: ({ context, event }) => ({
              setupToken: context.setupToken ?? '',
              code: (event as Extract<LoginEvent, { type: 'SUBMIT_CODE' }>).code,
            }),
            onDone: [
              {
                guard: 'setupConfirmed',
                target: 'showCodes',
                actions: assign(({ event }) => {
                  const value = event.output.ok ? event.output.value : null;
                  const tokens = value?.tokens;
                  return {
                    backupCodes: value?.backupCodes ?? [],
                    session: tokens ? sessionFromTokens(tokens) : null,
                    setup: null,
                  };
                }),
              },
              { target: 'ready', actions: 'fail' },
            ],
            onError: { target: 'ready', actions: 'fail' },
          },
        },
        showCodes: {
          on: {
            CONTINUE: {
              target: '#login.success',
              actions: enqueueActions(({ context, enqueue }) => {
                if (context.session) enqueue.emit({ type: 'signedIn', session: context.session });
              }),
            },
          },
        },
      },
    },
    success: {},
  },
});
