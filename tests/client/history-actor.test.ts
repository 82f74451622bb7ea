import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT, type AuditEntry } from '#contract/audit';
import { actorOf } from '../../src/components/audit-values';

const entry = (actor: AuditEntry['actor']): AuditEntry => ({
  id: 1,
  at: '2026-11-27T12:00:00.000Z',
  actor,
  area: 'orders',
  recordId: '7',
  label: 'TG1',
  action: 'update',
  changes: {},
});

describe('who a History entry names', () => {
  it('names a person, a booking site by its key, or the system', () => {
    expect(
      actorOf(entry({ kind: 'user', userId: 3, name: 'Ann Lee', email: 'ann@example.com' })),
    ).toBe('Ann Lee (ann@example.com)');
    expect(
      actorOf(entry({ kind: 'bookingSite', name: AUDIT_TEXT.bookingSite, keyId: '3f9a0c1b2d4e' })),
    ).toBe('Booking site (key 3f9a0c1b2d4e)');
    expect(actorOf(entry(null))).toBe(AUDIT_TEXT.system);
  });
});
