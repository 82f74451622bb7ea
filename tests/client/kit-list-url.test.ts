import { describe, expect, it } from 'vitest';
import {
  changeList,
  clearNarrowing,
  formatListUrl,
  type ListUrlState,
  parseListUrl,
  toListQuery,
} from '../../src/kit/list-url';

const shape = { sortKeys: ['name', 'created'], filterKeys: ['status', 'createdFrom'] } as const;

describe("a kit list's state in the URL", () => {
  it('opens a shared link on the page, search, sort and filters it names', () => {
    const state = parseListUrl('?page=3&search=acme&sort=-created&status=new', shape);
    expect(state).toEqual({
      page: 3,
      search: 'acme',
      sort: '-created',
      filters: { status: 'new' },
    });
    expect(toListQuery(state, 10)).toEqual({
      page: 3,
      pageSize: 10,
      search: 'acme',
      sort: '-created',
      status: 'new',
    });
  });

  it('drops what the server would refuse: a page that is no page, an unknown sort or filter', () => {
    const state = parseListUrl('page=-2&sort=password&role=1&status=%20%20', shape);
    expect(state).toEqual({ page: 1, search: '', sort: undefined, filters: {} });
    expect(parseListUrl('page=1.5', shape).page).toBe(1);
  });

  it('writes a short URL: the first page, no search and the default order are left out', () => {
    const state: ListUrlState = { page: 1, search: '', sort: undefined, filters: {} };
    expect(formatListUrl(state)).toBe('');
    const later = { page: 2, search: 'a b', sort: 'name', filters: { status: 'new' } };
    expect(formatListUrl(later)).toBe('search=a+b&sort=name&status=new&page=2');
    expect(parseListUrl(formatListUrl(later), shape)).toEqual(later);
  });

  it('sends a blank search as no search at all', () => {
    const state = parseListUrl('search=%20%20', shape);
    expect(toListQuery(state, 10)).toEqual({ page: 1, pageSize: 10 });
  });

  it('goes back to page 1 when the search, sort or a filter changes, not when the page does', () => {
    const state = parseListUrl('page=4&search=x', shape);
    expect(changeList(state, { search: 'xy' }).page).toBe(1);
    expect(changeList(state, { sort: 'name' }).page).toBe(1);
    expect(changeList(state, { filters: { status: 'new' } }).page).toBe(1);
    expect(changeList(state, { page: 5 })).toEqual({ ...state, page: 5 });
  });
});

describe('the empty state of a narrowed list', () => {
  it('clears the search and filters but keeps the sort', () => {
    const state = parseListUrl('page=2&search=x&sort=name&status=new', shape);
    expect(clearNarrowing(state)).toEqual({ page: 1, search: '', sort: 'name', filters: {} });
  });
});
