import {
  confirmOutcomes,
  credentials,
  setupOutcomes,
  tokenOutcomes,
} from '../../tests/machines/login.fixtures';
import type { ModelEvent } from './paths';

const done = (call: string, output: unknown) => ({ type: `xstate.done.actor.${call}`, output });
const lost = (call: string) => ({
  type: `xstate.error.actor.${call}`,
  error: new TypeError('Failed to fetch'),
});

/**
 * The login machine's events as the browser can cause them: the user's actions, and each
 * answer the real server gives to each call (or a lost connection). The server never answers a
 * code with another code step, so those outcomes of the pure tests are not here.
 */
export const loginEvents: ModelEvent[] = [
  { name: 'SUBMIT', event: { type: 'SUBMIT', credentials } },
  { name: 'SUBMIT_CODE', event: { type: 'SUBMIT_CODE', code: '123456' } },
  { name: 'SUBMIT_BACKUP', event: { type: 'SUBMIT_BACKUP', backupCode: 'abcde-fghij' } },
  { name: 'USE_BACKUP', event: { type: 'USE_BACKUP' } },
  { name: 'USE_CODE', event: { type: 'USE_CODE' } },
  { name: 'RETRY_SETUP', event: { type: 'RETRY_SETUP' } },
  { name: 'CONTINUE', event: { type: 'CONTINUE' } },
  { name: 'RESTART', event: { type: 'RESTART' } },
  { name: 'authenticate:signedIn', event: done('authenticate', tokenOutcomes.signedIn) },
  { name: 'authenticate:askCode', event: done('authenticate', tokenOutcomes.askCode) },
  { name: 'authenticate:askSetup', event: done('authenticate', tokenOutcomes.askSetup) },
  { name: 'authenticate:wrong', event: done('authenticate', tokenOutcomes.wrong) },
  { name: 'authenticate:lost', event: lost('authenticate') },
  { name: 'verifyCode:signedIn', event: done('verifyCode', tokenOutcomes.signedIn) },
  { name: 'verifyCode:wrong', event: done('verifyCode', tokenOutcomes.wrong) },
  { name: 'verifyCode:lost', event: lost('verifyCode') },
  { name: 'verifyBackupCode:signedIn', event: done('verifyBackupCode', tokenOutcomes.signedIn) },
  { name: 'verifyBackupCode:wrong', event: done('verifyBackupCode', tokenOutcomes.wrong) },
  { name: 'verifyBackupCode:lost', event: lost('verifyBackupCode') },
  { name: 'beginSetup:ready', event: done('beginSetup', setupOutcomes.ready) },
  { name: 'beginSetup:lost', event: lost('beginSetup') },
  { name: 'confirmSetup:confirmed', event: done('confirmSetup', confirmOutcomes.confirmed) },
  { name: 'confirmSetup:badCode', event: done('confirmSetup', confirmOutcomes.badCode) },
  { name: 'confirmSetup:lost', event: lost('confirmSetup') },
];
