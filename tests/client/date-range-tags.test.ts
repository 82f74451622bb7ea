import { describe, expect, it } from 'vitest';
import { DATE_RANGE_ERROR, dateRangeError } from '../../ui/inputs/date-range';
import { addTags, removeTag, TAG_ERRORS } from '../../ui/inputs/tags';

describe('a date range refuses an end before its start', () => {
  it('refuses an end date before the start date', () => {
    expect(dateRangeError({ start: '2026-11-24', end: '2026-11-23' })).toBe(DATE_RANGE_ERROR);
    expect(dateRangeError({ start: '2026-01-01', end: '2025-12-31' })).toBe(DATE_RANGE_ERROR);
  });

  it('accepts a one-day range, a later end and an open side', () => {
    expect(dateRangeError({ start: '2026-11-24', end: '2026-11-24' })).toBeNull();
    expect(dateRangeError({ start: '2026-11-24', end: '2027-02-01' })).toBeNull();
    expect(dateRangeError({ start: '', end: '2026-11-01' })).toBeNull();
    expect(dateRangeError({ start: '2026-11-01', end: '' })).toBeNull();
  });
});

describe('a tag list adds what the user types and refuses repeats', () => {
  it('adds a trimmed tag and several at once from a comma list', () => {
    expect(addTags([], '  Paris ')).toEqual({ tags: ['Paris'], error: null });
    expect(addTags(['Paris'], 'Rome, Oslo,,')).toEqual({
      tags: ['Paris', 'Rome', 'Oslo'],
      error: null,
    });
  });

  it('refuses a tag already in the list, whatever its case, and keeps the rest', () => {
    expect(addTags(['Paris'], 'paris')).toEqual({
      tags: ['Paris'],
      error: TAG_ERRORS.duplicate('paris'),
    });
    expect(addTags(['Paris'], 'Rome, PARIS').tags).toEqual(['Paris', 'Rome']);
  });

  it('refuses blank text silently, and tags too long or beyond the maximum', () => {
    expect(addTags(['a'], '   ')).toEqual({ tags: ['a'], error: null });
    expect(addTags([], 'x'.repeat(41)).error).toBe(TAG_ERRORS.tooLong(40));
    expect(addTags(['a', 'b'], 'c', { maxTags: 2 })).toEqual({
      tags: ['a', 'b'],
      error: TAG_ERRORS.full(2),
    });
  });

  it('removes the tag at a position', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeTag(['a'], 5)).toEqual(['a']);
  });
});
