import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { routes } from '../../src/api/routes';
import { type AdminApi, adminApi, type TwoFactorAccount } from './accounts';
import { HeldCalls } from './held-calls';

export type LoginCall =
  | 'authenticate'
  | 'verifyCode'
  | 'verifyBackupCode'
  | 'beginSetup'
  | 'confirmSetup';

const CALL_PATHS: Record<LoginCall, string> = {
  authenticate: routes.token.path,
  verifyCode: routes.verifyCode.path,
  verifyBackupCode: routes.verifyBackupCode.path,
  beginSetup: routes.setupBegin.path,
  confirmSetup: routes.setupConfirm.path,
};

/** One test's page, its held sign-in calls and the fresh accounts its path needs. */
export class LoginWorld {
  /** The notice the last failed call must show, checked at the state it leads to. */
  notice: string | null = null;
  /** The key the setup page showed, which the user's app would now hold. */
  setupSecret = '';
  private twoFactor: TwoFactorAccount | null = null;
  private required = false;

  private constructor(
    readonly page: Page,
    readonly calls: HeldCalls<LoginCall>,
    private readonly admin: AdminApi,
  ) {}

  static async start(page: Page, request: APIRequestContext) {
    const admin = await adminApi(request);
    return new LoginWorld(page, await HeldCalls.on(page, CALL_PATHS), admin);
  }

  async twoFactorUser() {
    this.twoFactor ??= await this.admin.twoFactorUser();
    return this.twoFactor;
  }

  freshUser() {
    return this.admin.freshUser();
  }

  /** Whether the demo company requires two-factor (only the forced-setup sign-in wants it). */
  async requireTwoFactor(on: boolean) {
    if (this.required === on) return;
    await this.admin.requireTwoFactor(on);
    this.required = on;
  }

  async noticeShown() {
    if (this.notice === null) return;
    const shown = this.page.getByRole('status').or(this.page.getByRole('alert'));
    await expect(shown.filter({ hasText: this.notice }).first()).toBeVisible();
    this.notice = null;
  }

  async end() {
    await this.calls.cutAll();
    await this.requireTwoFactor(false);
  }
}
