import { expect, type Page } from '@playwright/test';
import { MSG } from '#contract/messages';
import { TWO_FACTOR_MSG } from '#contract/twofactor';
import { E2E_ADMIN } from '../env';
import { homeHeading, location, logOut } from '../support';
import { type Account, appCode } from './accounts';
import type { LoginCall, LoginWorld } from './login-world';
import type { NotFromBrowser } from './paths';

type Driver = {
  from: readonly string[];
  /** `next` is the step after this one: what the call this action starts will answer. */
  drive(world: LoginWorld, next: string | undefined): Promise<void>;
};

const submit = (page: Page) => page.locator('form button[type="submit"]');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

async function fillCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await submit(page).click();
}

/** A call's outcome: the held request goes to the real server, or is cut. */
const outcome = (call: LoginCall, from: string, notice?: string): Driver => ({
  from: [from],
  async drive(world) {
    await world.calls.answer(call);
    world.notice = notice ?? null;
  },
});
const lost = (call: LoginCall, from: string): Driver => ({
  from: [from],
  async drive(world) {
    await world.calls.cut(call);
    world.notice = MSG.somethingWentWrong;
  },
});

const TWO_FACTOR_PAGES = ['codeStep', 'verifyingCode', 'backupStep', 'verifyingBackup'];
const SETUP_PAGES = ['loading', 'unavailable', 'ready', 'confirming'].map((s) => `setupStep.${s}`);

/** Machine event → what the user does in the browser. */
export const drivers: Record<string, Driver> = {
  SUBMIT: {
    from: ['idle', 'failure'],
    async drive(world, next) {
      let account: Account = { email: E2E_ADMIN.email, password: E2E_ADMIN.password };
      if (next === 'authenticate:askCode') account = await world.twoFactorUser();
      if (next === 'authenticate:askSetup') account = await world.freshUser();
      if (next === 'authenticate:wrong') account = { ...account, password: 'not-the-password' };
      await world.requireTwoFactor(next === 'authenticate:askSetup');
      await world.page.getByLabel('Email').fill(account.email);
      await world.page.getByLabel('Password', { exact: true }).fill(account.password);
      await submit(world.page).click();
    },
  },
  SUBMIT_CODE: {
    from: ['codeStep', 'setupStep.ready'],
    async drive(world, next) {
      if (location(world.page) === '/login/twofactorSetup') {
        const right = next === 'confirmSetup:confirmed';
        await fillCode(world.page, appCode(world.setupSecret, right ? 0 : 10));
        return;
      }
      const { secret } = await world.twoFactorUser();
      // One step ahead: the step now went to turning two-factor on, and codes work once.
      await fillCode(world.page, appCode(secret, next === 'verifyCode:signedIn' ? 1 : 10));
    },
  },
  SUBMIT_BACKUP: {
    from: ['backupStep'],
    async drive(world, next) {
      const { backupCodes } = await world.twoFactorUser();
      const code = next === 'verifyBackupCode:signedIn' ? backupCodes.shift() : 'wrong-code-1';
      await world.page.getByLabel('Backup code').fill(code ?? '');
      await submit(world.page).click();
    },
  },
  USE_BACKUP: {
    from: ['codeStep'],
    drive: (world) => world.page.getByRole('button', { name: 'Use a backup code' }).click(),
  },
  USE_CODE: {
    from: ['backupStep'],
    drive: (world) => world.page.getByRole('button', { name: 'Use the authenticator app' }).click(),
  },
  RETRY_SETUP: {
    from: ['setupStep.unavailable'],
    drive: (world) => world.page.getByRole('button', { name: 'Try again' }).click(),
  },
  CONTINUE: {
    from: ['setupStep.showCodes'],
    drive: (world) => world.page.getByRole('button', { name: 'Continue' }).click(),
  },
  RESTART: {
    from: [...TWO_FACTOR_PAGES, ...SETUP_PAGES, 'success'],
    async drive(world) {
      // After a sign-in the login page starts over once the user has logged out.
      if (location(world.page) === '/') await logOut(world.page);
      else await world.page.getByRole('button', { name: 'Back to sign in' }).click();
    },
  },
  'authenticate:signedIn': outcome('authenticate', 'submitting'),
  'authenticate:askCode': outcome('authenticate', 'submitting'),
  'authenticate:askSetup': outcome('authenticate', 'submitting'),
  'authenticate:wrong': outcome('authenticate', 'submitting', MSG.wrongCredentials),
  'authenticate:lost': lost('authenticate', 'submitting'),
  'verifyCode:signedIn': outcome('verifyCode', 'verifyingCode'),
  'verifyCode:wrong': outcome('verifyCode', 'verifyingCode', TWO_FACTOR_MSG.invalidCode),
  'verifyCode:lost': lost('verifyCode', 'verifyingCode'),
  'verifyBackupCode:signedIn': outcome('verifyBackupCode', 'verifyingBackup'),
  'verifyBackupCode:wrong': outcome(
    'verifyBackupCode',
    'verifyingBackup',
    TWO_FACTOR_MSG.invalidBackupCode,
  ),
  'verifyBackupCode:lost': lost('verifyBackupCode', 'verifyingBackup'),
  'beginSetup:ready': {
    from: ['setupStep.loading'],
    async drive(world) {
      await world.calls.answer('beginSetup');
      const key = world.page.getByTestId('totp-secret');
      world.setupSecret = (await key.innerText()).replace(/\s/g, '');
    },
  },
  'beginSetup:lost': lost('beginSetup', 'setupStep.loading'),
  'confirmSetup:confirmed': outcome('confirmSetup', 'setupStep.confirming'),
  'confirmSetup:badCode': outcome(
    'confirmSetup',
    'setupStep.confirming',
    TWO_FACTOR_MSG.invalidCode,
  ),
  'confirmSetup:lost': lost('confirmSetup', 'setupStep.confirming'),
};

const onPage = async (page: Page, path: string, title: string, busy: boolean) => {
  await expect(heading(page, title)).toBeVisible();
  await expect.poll(() => location(page)).toBe(path);
  const button = submit(page);
  if (busy) await expect(button).toHaveAttribute('aria-busy', 'true');
  else await expect(button).not.toHaveAttribute('aria-busy');
};

/** Machine state → what the user sees. */
export const views: Record<string, (page: Page) => Promise<void>> = {
  idle: (page) => onPage(page, '/login', 'Sign in', false),
  submitting: (page) => onPage(page, '/login', 'Sign in', true),
  failure: (page) => onPage(page, '/login', 'Sign in', false),
  codeStep: (page) => onPage(page, '/login/twofactor', 'Two-factor authentication', false),
  verifyingCode: (page) => onPage(page, '/login/twofactor', 'Two-factor authentication', true),
  backupStep: (page) => onPage(page, '/login/twofactorbackup', 'Use a backup code', false),
  verifyingBackup: (page) => onPage(page, '/login/twofactorbackup', 'Use a backup code', true),
  'setupStep.loading': async (page) => {
    await expect(heading(page, 'Set up two-factor authentication')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  },
  'setupStep.unavailable': async (page) => {
    await expect(page.getByText('The setup could not start.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
  'setupStep.ready': async (page) => {
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await onPage(page, '/login/twofactorSetup', 'Set up two-factor authentication', false);
  },
  'setupStep.confirming': (page) =>
    onPage(page, '/login/twofactorSetup', 'Set up two-factor authentication', true),
  'setupStep.showCodes': async (page) => {
    await expect(heading(page, 'Save your backup codes')).toBeVisible();
    const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
  },
  success: async (page) => {
    await expect(homeHeading(page)).toBeVisible();
    await expect.poll(() => location(page)).toBe('/');
  },
};

/** What the browser cannot drive in the login machine, and why. */
export const notFromBrowser: NotFromBrowser = {
  events: {
    TOKENS:
      "a social provider's answer comes back on a new page load, so it never meets this running machine; e2e/social.spec.ts signs in that way",
  },
  states: {},
  transitions: {
    RESTART: {
      from: ['idle', 'failure', 'submitting', 'setupStep.showCodes'],
      reason:
        'the password page is the start and has no way back; the backup codes page has only Continue',
    },
  },
};
