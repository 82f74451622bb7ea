import { describe, expect, it } from 'vitest';
import { cellText, fieldOf, listShape } from '../../src/kit/shape';
import type { KitColumn, KitFilter } from '../../src/kit/types';

type Row = { name: string; created: string; active: boolean };

describe('what a kit list declares, as its URL and cells use it', () => {
  it('sorts by the sortable columns only, and filters by every filter key (both ends of a range)', () => {
    const columns: KitColumn<Row, 'name' | 'created'>[] = [
      { key: 'name', header: 'Name', sortable: true, link: true },
      { key: 'created', header: 'Created', sortable: true },
      { key: 'active', header: 'Is Active' },
    ];
    const filters: KitFilter<'status' | 'from' | 'to'>[] = [
      { kind: 'select', key: 'status', label: 'Status', options: [] },
      { kind: 'dateRange', label: 'Created', from: 'from', to: 'to' },
    ];
    expect(listShape(columns, filters)).toEqual({
      sortKeys: ['name', 'created'],
      filterKeys: ['status', 'from', 'to'],
    });
  });

  it('shows flags as Yes or No and a missing value as nothing', () => {
    const row: Row = { name: 'Acme', created: '2026-11-24', active: false };
    expect(cellText(fieldOf(row, 'active'))).toBe('No');
    expect(cellText(fieldOf(row, 'name'))).toBe('Acme');
    expect(cellText(fieldOf(row, 'missing'))).toBe('');
    expect(cellText(null)).toBe('');
    expect(cellText(12)).toBe('12');
  });
});
