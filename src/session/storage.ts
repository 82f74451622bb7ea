import type { ActiveApplication } from '#contract/application-form';
import { APP_LANGUAGES } from '#contract/constants';
import type { Session } from '#machines/session-data';
import type { SessionStoreCommand } from '#machines/session-events';

/** The part of the Web Storage API the session needs; tests pass an in-memory one. */
export type KeyValueStorage = Pick<
  Storage,
  'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'
>;

/**
 * localStorage keys named after the sign-in answer's fields (spec section 7); other code reads
 * them by these names.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userPermissions: 'userPermissions',
  selectedCompanyId: 'selectedCompanyId',
  selectedCompanyName: 'selectedCompanyName',
  tourState: 'tourState',
  /** JSON of the session's active application (spec section 3). */
  activeApplication: 'activeApplication',
  /** When a user last did anything in any tab (src/session/idle.ts). */
  lastActivity: 'lastActivity',
  /** Test-only: a shorter idle limit in ms (src/session/idle.ts). */
  idleLimit: 'idleTimeoutMs',
} as const;

/** A list's chosen columns are kept under this prefix and the list's name (src/kit/column-choice.ts). */
export const COLUMNS_KEY_PREFIX = 'columns:';

function readPermissions(raw: string | null): string[] | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

function readCompanyId(raw: string | null): number | null {
  if (raw === null || raw === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) ? id : null;
}

/** The stored session, or null when storage holds no complete, readable one. */
export function readStoredSession(storage: KeyValueStorage): Session | null {
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  const permissions = readPermissions(storage.getItem(STORAGE_KEYS.userPermissions));
  if (!accessToken || !refreshToken || permissions === null) return null;
  return {
    accessToken,
    refreshToken,
    permissions,
    selectedCompanyId: readCompanyId(storage.getItem(STORAGE_KEYS.selectedCompanyId)),
    selectedCompanyName: storage.getItem(STORAGE_KEYS.selectedCompanyName),
  };
}

export function writeStoredSession(storage: KeyValueStorage, session: Session): void {
  storage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
  storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  storage.setItem(STORAGE_KEYS.userPermissions, JSON.stringify(session.permissions));
  const { selectedCompanyId: id, selectedCompanyName: name } = session;
  if (id === null) storage.removeItem(STORAGE_KEYS.selectedCompanyId);
  else storage.setItem(STORAGE_KEYS.selectedCompanyId, String(id));
  if (name === null) storage.removeItem(STORAGE_KEYS.selectedCompanyName);
  else storage.setItem(STORAGE_KEYS.selectedCompanyName, name);
}

/** The stored active application, or null when there is none or it is unreadable. */
export function readStoredApplication(storage: KeyValueStorage): ActiveApplication | null {
  try {
    // Checked by hand: zod would weigh down the login page, which restores the session too.
    const app: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.activeApplication) ?? 'null');
    if (typeof app !== 'object' || app === null) return null;
    const { applicationId, applicationName, features, languages, statsUrl } = app as Record<
      string,
      unknown
    >;
    if (
      !Number.isInteger(applicationId) ||
      typeof applicationName !== 'string' ||
      !Array.isArray(features) ||
      !features.every((f) => typeof f === 'string') ||
      !(statsUrl === null || typeof statsUrl === 'string')
    ) {
      return null;
    }
    return {
      applicationId: applicationId as number,
      applicationName,
      features,
      // Kept by an older console, which had every language: the next open reads them anew.
      languages: APP_LANGUAGES.filter((l) => !Array.isArray(languages) || languages.includes(l)),
      statsUrl,
    };
  } catch {
    return null;
  }
}

export function writeStoredApplication(storage: KeyValueStorage, app: ActiveApplication | null) {
  if (app === null) storage.removeItem(STORAGE_KEYS.activeApplication);
  else storage.setItem(STORAGE_KEYS.activeApplication, JSON.stringify(app));
}

/**
 * What logout leaves: the tour state (spec section 4), and the last activity and idle limit,
 * by which the other tabs tell whether the session ended by the idle limit.
 */
const KEPT = new Set<string>([
  STORAGE_KEYS.tourState,
  STORAGE_KEYS.lastActivity,
  STORAGE_KEYS.idleLimit,
]);

/**
 * Logout: everything else goes. Key by key rather than clear() and put back, because other
 * tabs react to the first change and must still find the last activity when they do.
 */
export function clearStoredSession(storage: KeyValueStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    // A list's chosen columns are the browser's, not the session's (src/kit/column-choice.ts).
    if (key !== null && !KEPT.has(key) && !key.startsWith(COLUMNS_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** What the session machine's `sessionStore` actor does with each command it receives. */
export function applyStoreCommand(storage: KeyValueStorage, command: SessionStoreCommand): void {
  if (command.type === 'save') writeStoredSession(storage, command.session);
  else if (command.type === 'saveApplication') writeStoredApplication(storage, command.application);
  else clearStoredSession(storage);
}

/** An in-memory KeyValueStorage, for tests and for browsers that refuse localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  entries(): Record<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
    entries: () => Object.fromEntries(data),
  };
}
