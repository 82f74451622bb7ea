import { expect, type Page } from '@playwright/test';
import { BULK_TEXT } from '#contract/bulk-users';
import { MSG } from '#contract/messages';
import { BULK_FILL_TEXT } from '#machines/bulk-import.machine';
import { location } from '../support';
import { BULK_PAGE, type BulkWorld, spreadsheet } from './bulk-world';
import type { NotFromBrowser } from './paths';

type Driver = {
  from: readonly string[];
  /** `next` is the step after this one: what the call this action starts will answer. */
  drive(world: BulkWorld, next: string | undefined): Promise<void>;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const table = (page: Page) => page.getByRole('table', { name: 'Users with missing roles' });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });
const FILL_IN = ['fillIn'];

async function chooseEditor(world: BulkWorld, label: string) {
  await world.page.getByLabel(label).selectOption({ label: 'Editor' });
  world.chosen = true;
}

/** Machine event → what the user does in the browser. */
export const drivers: Record<string, Driver> = {
  UPLOAD: {
    from: ['idle'],
    async drive(world, next) {
      const upload = world.page.getByLabel('Upload spreadsheet');
      if (next === 'upload:refused') {
        const buffer = Buffer.from(`Email,First Name\n${world.email},Model`);
        await upload.setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer });
        return;
      }
      const buffer = await spreadsheet(world.email, next === 'upload:allRoles' ? 'Editor' : '');
      await upload.setInputFiles({ name: 'users.xlsx', mimeType: XLSX, buffer });
    },
  },
  CONTINUE: {
    from: ['result'],
    async drive(world) {
      const dialog = world.page.getByRole('dialog', { name: 'Import result' });
      await dialog.getByRole('button', { name: /^(Choose roles|OK)$/ }).click();
    },
  },
  SET_ROLE: {
    from: FILL_IN,
    drive: (world) => chooseEditor(world, `Role for ${world.email}`),
  },
  SET_ALL_ROLES: {
    from: FILL_IN,
    async drive(world) {
      await chooseEditor(world, 'Role for all users');
      await world.page.getByRole('button', { name: 'Set All Roles' }).click();
    },
  },
  SUBMIT: {
    from: FILL_IN,
    async drive(world, next) {
      // Someone else added the same person meanwhile: the server adds nobody.
      if (next === 'insert:none') await world.admin.addUser(world.email);
      if (!world.chosen) world.notice = BULK_FILL_TEXT.chooseEveryRole;
      await submit(world.page).click();
    },
  },
  'upload:withMissing': {
    from: ['uploading'],
    async drive(world) {
      await world.calls.answer('upload');
      world.result = BULK_TEXT.missingRolesNotice(1);
    },
  },
  'upload:allRoles': {
    from: ['uploading'],
    async drive(world) {
      await world.calls.answer('upload');
      world.result = MSG.usersAdded(1);
    },
  },
  'upload:refused': {
    from: ['uploading'],
    async drive(world) {
      await world.calls.answer('upload');
      world.notice = BULK_TEXT.notSpreadsheet;
    },
  },
  'insert:added': {
    from: ['submitting'],
    async drive(world) {
      await world.calls.answer('bulkInsert');
      world.notice = MSG.usersAdded(1);
    },
  },
  'insert:none': {
    from: ['submitting'],
    async drive(world) {
      await world.calls.answer('bulkInsert');
      world.notice = MSG.noUsersAdded;
    },
  },
  'insert:lost': {
    from: ['submitting'],
    async drive(world) {
      await world.calls.cut('bulkInsert');
      world.notice = MSG.somethingWentWrong;
    },
  },
};

async function uploadOffered(world: BulkWorld) {
  await expect(world.page.getByLabel('Upload spreadsheet')).toBeVisible();
  await expect(table(world.page)).toHaveCount(0);
  await expect.poll(() => location(world.page)).toBe(BULK_PAGE);
}

async function fillIn(world: BulkWorld) {
  await expect(table(world.page)).toContainText(world.email);
  await expect(submit(world.page)).toBeEnabled();
}

/** Machine state → what the user sees. */
export const views: Record<string, (world: BulkWorld) => Promise<void>> = {
  idle: uploadOffered,
  uploading: (world) =>
    expect(world.page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible(),
  result: async (world) => {
    const dialog = world.page.getByRole('dialog', { name: 'Import result' });
    await expect(dialog).toContainText(world.result);
  },
  fillIn,
  submitting: async (world) => {
    await expect(table(world.page)).toContainText(world.email);
    await expect(submit(world.page)).toBeDisabled();
  },
  done: uploadOffered,
  failed: async (world) => {
    await expect(world.page.getByLabel('Upload spreadsheet')).toBeVisible();
  },
};

/** What the browser cannot drive in the bulk-import machine, and why. */
export const notFromBrowser: NotFromBrowser = {
  events: {
    PROGRESS:
      'the browser reports upload progress on its own as the bytes go out; a test cannot cause it at a chosen moment',
    RESTART:
      'the page sends it only together with the next UPLOAD when another file is chosen after a finished import',
  },
  states: {
    start: 'it decides at once between idle and the fill-in screen, so nothing is ever shown',
  },
  transitions: {},
};
