import { createActor, fromPromise } from 'xstate';
import type { LoginBody, TokenResponse } from '#contract/auth';
import { MSG } from '#contract/messages';
import {
  type BackupInput,
  type CodeInput,
  type ConfirmInput,
  type LoginEmitted,
  type LoginEvent,
  loginMachine,
  type Outcome,
  type SetupConfirmed,
  type SetupInput,
  type TokenOutcome,
  type TwoFactorSetup,
} from '#machines/login.machine';

export const credentials: LoginBody = { username: 'admin@waypoint.test', password: 'secret-pw' };
const tokens: TokenResponse = {
  accessToken: 'access',
  refreshToken: 'refresh',
  userPermissions: ['roles_read'],
  selectedCompanyId: 1,
  selectedCompanyName: 'Demo Travel',
  needsTwoFactorCode: false,
};
const noTokens = { ...tokens, accessToken: null, refreshToken: null, userPermissions: [] };
const wrong = (title: string): Outcome<never> => ({
  ok: false,
  failure: { status: 400, body: { title } },
});

export const tokenOutcomes = {
  signedIn: { ok: true, value: tokens },
  askCode: { ok: true, value: { ...noTokens, needsTwoFactorCode: true, twoFactorToken: 'tf' } },
  askSetup: { ok: true, value: { ...noTokens, needsTwoFactorSetup: true, setupToken: 'st' } },
  wrong: wrong(MSG.wrongCredentials),
} satisfies Record<string, TokenOutcome>;

export const setupData: TwoFactorSetup = {
  secret: 'ABC',
  otpauthUri: 'otpauth://x',
  qrSvg: '<svg/>',
};
export const setupOutcomes = {
  ready: { ok: true, value: setupData },
  expired: wrong('This sign-in step has expired.'),
} satisfies Record<string, Outcome<TwoFactorSetup>>;
export const confirmOutcomes = {
  confirmed: { ok: true, value: { backupCodes: ['a-1', 'b-2'], tokens } },
  badCode: wrong('The code is not valid.'),
} satisfies Record<string, Outcome<SetupConfirmed>>;

export type CallName =
  | 'authenticate'
  | 'verifyCode'
  | 'verifyBackupCode'
  | 'beginSetup'
  | 'confirmSetup';

/** Each outcome of each injected call is an actor event the graph explores. */
export const outcomeEvents = new Map<LoginEvent, { call: CallName; outcome?: unknown }>();
function outcomeEvent(call: CallName, outcome?: unknown): LoginEvent {
  const event = (outcome === undefined
    ? { type: `xstate.error.actor.${call}`, error: new TypeError('Failed to fetch') }
    : { type: `xstate.done.actor.${call}`, output: outcome }) as unknown as LoginEvent;
  outcomeEvents.set(event, { call, outcome });
  return event;
}
for (const call of ['authenticate', 'verifyCode', 'verifyBackupCode'] as const) {
  for (const outcome of Object.values(tokenOutcomes)) outcomeEvent(call, outcome);
  outcomeEvent(call);
}
for (const outcome of Object.values(setupOutcomes)) outcomeEvent('beginSetup', outcome);
outcomeEvent('beginSetup');
for (const outcome of Object.values(confirmOutcomes)) outcomeEvent('confirmSetup', outcome);
outcomeEvent('confirmSetup');

export const userEvents: LoginEvent[] = [
  { type: 'SUBMIT', credentials },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'SUBMIT_BACKUP', backupCode: 'abcde-fghij' },
  { type: 'USE_BACKUP' },
  { type: 'USE_CODE' },
  { type: 'RETRY_SETUP' },
  { type: 'CONTINUE' },
  { type: 'RESTART' },
];
/** A social provider's answer, handed to the machine as the password step's would be. */
export const tokenEvents: Extract<LoginEvent, { type: 'TOKENS' }>[] = Object.values(
  tokenOutcomes,
).map((output) => ({ type: 'TOKENS', output }));
export const events: LoginEvent[] = [...userEvents, ...tokenEvents, ...outcomeEvents.keys()];

type Call = { call: CallName; input: unknown; resolve(o: unknown): void; reject(): void };

/** A login actor whose calls wait until the test settles them. */
export function startLogin() {
  const calls: Call[] = [];
  const waiting = <O, I>(call: CallName) =>
    fromPromise<O, I>(
      ({ input }) =>
        new Promise<O>((resolve, reject) =>
          calls.push({
            call,
            input,
            resolve: (o) => resolve(o as O),
            reject: () => reject(new TypeError('Failed to fetch')),
          }),
        ),
    );
  const machine = loginMachine.provide({
    actors: {
      authenticate: waiting<TokenOutcome, LoginBody>('authenticate'),
      verifyCode: waiting<TokenOutcome, CodeInput>('verifyCode'),
      verifyBackupCode: waiting<TokenOutcome, BackupInput>('verifyBackupCode'),
      beginSetup: waiting<Outcome<TwoFactorSetup>, SetupInput>('beginSetup'),
      confirmSetup: waiting<Outcome<SetupConfirmed>, ConfirmInput>('confirmSetup'),
    },
  });
  const actor = createActor(machine).start();
  const emitted: LoginEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, calls, emitted };
}
