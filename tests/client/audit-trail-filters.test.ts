import { describe, expect, it } from 'vitest';
import { COMPANY_AUDIT_AREAS, PLATFORM_AUDIT_AREAS } from '#contract/audit';
import { filtersOf, type Trail } from '../../src/pages/audit/trail';

const noRows: Trail['useRows'] = () => ({
  isPending: true,
  isFetching: true,
  isError: false,
  refetch: () => Promise.resolve(),
});

const labels = (trail: Trail) =>
  filtersOf(trail).map((f) =>
    f.kind === 'select' ? [f.label, f.options.map((o) => o.label)] : [f.label],
  );

describe('the filters of an audit trail', () => {
  it("offers a company's people, its own areas and the days", () => {
    const people = [{ value: '7', label: 'Ann Lee' }];
    const company = labels({ path: '/x', areas: COMPANY_AUDIT_AREAS, people, useRows: noRows });
    expect(company[0]).toEqual(['User', ['Ann Lee']]);
    expect(company[1]?.[0]).toBe('Area');
    expect(company[1]?.[1]).toContain('Company settings');
    expect(company[1]?.[1]).not.toContain('Registrations');
    expect(company[2]).toEqual(['Changed']);
  });

  it("offers the platform's trail its own areas and the days, none of a company's", () => {
    expect(PLATFORM_AUDIT_AREAS).toEqual(
      expect.arrayContaining(['registrations', 'suppliers', 'supplierSettings']),
    );
    const platform = labels({ path: '/audit', areas: PLATFORM_AUDIT_AREAS, useRows: noRows });
    expect(platform[0]?.[0]).toBe('Area');
    expect(platform[0]?.[1]).toEqual(expect.arrayContaining(['Registrations', 'Suppliers']));
    expect(platform[0]?.[1]).not.toContain('Company settings');
    expect(platform[1]).toEqual(['Changed']);
  });
});
