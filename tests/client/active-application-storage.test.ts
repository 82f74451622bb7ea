import { describe, expect, it } from 'vitest';
import type { ActiveApplication } from '#contract/application-form';
import { isApplicationRoute } from '../../src/routing/guards';
import {
  clearStoredSession,
  memoryStorage,
  readStoredApplication,
  STORAGE_KEYS,
  writeStoredApplication,
} from '../../src/session/storage';

const sunny: ActiveApplication = {
  applicationId: 1,
  applicationName: 'Sunny Breaks',
  features: ['orders'],
  languages: ['en', 'es'],
  statsUrl: null,
};

describe('the stored active application', () => {
  it('is read back as written, forgotten when set to none and on logout', () => {
    const storage = memoryStorage({ tourState: 'done' });
    writeStoredApplication(storage, sunny);
    expect(readStoredApplication(storage)).toEqual(sunny);
    writeStoredApplication(storage, null);
    expect(readStoredApplication(storage)).toBeNull();
    writeStoredApplication(storage, sunny);
    clearStoredSession(storage);
    expect(storage.entries()).toEqual({ tourState: 'done' });
  });

  it.each([
    ['not JSON', '{'],
    ['a string id', JSON.stringify({ ...sunny, applicationId: '1' })],
    ['features that are not names', JSON.stringify({ ...sunny, features: [1] })],
    ['no stats URL field', JSON.stringify({ ...sunny, statsUrl: undefined })],
  ])('is ignored when tampered with: %s', (_, raw) => {
    const storage = memoryStorage({ [STORAGE_KEYS.activeApplication]: raw });
    expect(readStoredApplication(storage)).toBeNull();
  });
});

describe('application routes', () => {
  it('are the application home and every page under it, and nothing else', () => {
    expect(isApplicationRoute('/applications/:applicationId')).toBe(true);
    expect(isApplicationRoute('/applications/:applicationId/dashboards/:dashboardId/edit')).toBe(
      true,
    );
    expect(isApplicationRoute('/companies/:companyId/apps/:applicationId')).toBe(false);
    expect(isApplicationRoute('/applications/:applicationIdX')).toBe(false);
  });
});
