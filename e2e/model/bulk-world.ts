import { type APIRequestContext, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BULK_COLUMNS } from '#contract/bulk-users';
import { DEMO_COMPANY } from '../env';
import { signInAsAdmin } from '../support';
import { type AdminApi, adminApi, freshEmail } from './accounts';
import { HeldCalls } from './held-calls';

export type BulkCall = 'upload' | 'bulkInsert';
export const BULK_PAGE = `/companies/${DEMO_COMPANY.id}/users/bulkinsert`;
const api = `/api/companies/${DEMO_COMPANY.id}/users`;

/** A one-row spreadsheet in the template's columns; an empty role leaves the user to fill in. */
export async function spreadsheet(email: string, role: string) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow([...BULK_COLUMNS]);
  sheet.addRow([email, 'Model', 'Path', '', role]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One test's page on the bulk import, its held calls and the user its file names. */
export class BulkWorld {
  notice: string | null = null;
  /** The user of this test's spreadsheet. */
  readonly email = freshEmail();
  /** Whether every user waiting for a role has one. */
  chosen = false;
  /** What the import result must say. */
  result = '';

  private constructor(
    readonly page: Page,
    readonly calls: HeldCalls<BulkCall>,
    readonly admin: AdminApi,
  ) {}

  static async start(page: Page, request: APIRequestContext) {
    const admin = await adminApi(request);
    await signInAsAdmin(page);
    const calls = await HeldCalls.on<BulkCall>(page, {
      upload: `${api}/excelUpload`,
      bulkInsert: `${api}/bulkInsert`,
    });
    await page.goto(BULK_PAGE);
    return new BulkWorld(page, calls, admin);
  }

  async noticeShown() {
    if (this.notice === null) return;
    const shown = this.page.getByRole('status').or(this.page.getByRole('alert'));
    await expect(shown.filter({ hasText: this.notice }).first()).toBeVisible();
    this.notice = null;
  }

  end() {
    return this.calls.cutAll();
  }
}
