import * as z from 'zod';
import { BULK_TEXT, type BulkUser, type RejectedRow } from '#contract/bulk-users';
import { TITLES } from '#contract/constants';
import type { SheetRow } from './parse';

const emailSchema = z.string().email().max(254);

const LIMITS = [
  ['First Name', 1, 50],
  ['Last Name', 2, 50],
  ['Role Title', 4, 50],
] as const;

/** The titles a cell may name (the number works too; empty is Unspecified). */
const ACCEPTED_TITLES = TITLES.filter((t) => t.id !== 0).map((t) => t.label);

/** A title cell may hold the label ("Mr.") or the number; empty means none. */
function titleOf(cell: string): number | undefined {
  if (cell === '') return 0;
  const byLabel = TITLES.find((t) => t.label.toLowerCase() === cell.toLowerCase());
  if (byLabel) return byLabel.id;
  const byId = TITLES.find((t) => String(t.id) === cell);
  return byId?.id;
}

export type Classified = {
  /** Rows that can go in, keyed by nothing yet: roles are resolved by the caller. */
  users: Array<BulkUser & { row: number }>;
  rejectedRows: RejectedRow[];
};

/**
 * Splits rows into users that may be added and rejected rows with a reason each, so no row
 * is ever dropped without saying so. Membership is checked after, by `withoutMembers`, so the
 * database is asked only about the addresses that passed every other check.
 */
export function classifyRows(rows: readonly SheetRow[]): Classified {
  const users: Classified['users'] = [];
  const rejectedRows: RejectedRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of rows) {
    const [email = '', firstName = '', lastName = '', title = '', roleTitle = ''] = cells;
    const reject = (reason: string) => rejectedRows.push({ row, email, reason });
    if (!emailSchema.safeParse(email).success) {
      reject(BULK_TEXT.invalidEmail);
      continue;
    }
    const long = LIMITS.find(([, i, max]) => (cells[i] ?? '').length > max);
    if (long) {
      reject(BULK_TEXT.tooLong(long[0], long[2]));
      continue;
    }
    const titleId = titleOf(title);
    if (titleId === undefined) {
      reject(BULK_TEXT.unknownTitle(ACCEPTED_TITLES));
      continue;
    }
    const key = email.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      reject(BULK_TEXT.duplicateInFile(first));
      continue;
    }
    seen.set(key, row);
    users.push({ row, email, firstName, lastName, title: titleId, roleTitle });
  }
  return { users, rejectedRows };
}

/** Moves the users already in the company (lower-cased emails) to the rejected rows. */
export function withoutMembers(found: Classified, members: ReadonlySet<string>): Classified {
  if (members.size === 0) return found;
  const users: Classified['users'] = [];
  const rejectedRows = [...found.rejectedRows];
  for (const user of found.users) {
    if (members.has(user.email.toLowerCase())) {
      rejectedRows.push({ row: user.row, email: user.email, reason: BULK_TEXT.alreadyMember });
    } else users.push(user);
  }
  // Reasons read in the spreadsheet's order, whichever check found them.
  rejectedRows.sort((a, b) => a.row - b.row);
  return { users, rejectedRows };
}
