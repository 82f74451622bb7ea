import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { permissionNames } from '#contract/access';
import type { Paged } from '#contract/paging';
import { changeList, type KitListQuery, toListQuery } from '../../src/kit/list-url';
import { localRows } from '../../src/kit/local-rows';
import type { KitList, KitListArea, KitQueryResult } from '../../src/kit/types';
import { startOfList } from '../../src/kit/use-list-local';
import { pageRule } from '../../src/routing/page-access';

// Who is signed in: the kit shows actions by the user's permissions (src/components/permissions).
const viewer = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../src/session/session', () => ({ useSession: () => viewer }));

type Row = { id: number; name: string };
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Traveller ${i + 1}`,
}));
const ADD_USERS = permissionNames(pageRule('users.create').permission);

const area: KitListArea<Row> = {
  noun: 'User',
  plural: 'Users',
  paths: { list: '/c/1/view', add: '/c/1/users/add', view: (id) => `/c/1/users/${id}/view` },
  idOf: (r) => r.id,
  nameOf: (r) => r.name,
  access: { add: 'users.create' },
};

const settled = <T,>(body: T): KitQueryResult<T> => ({
  data: { body },
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: async () => undefined,
});

/** A list whose server answers `answer(query)`; `asked` records every query the panel sent. */
function listOf(answer: (query: KitListQuery<'name', never>) => KitQueryResult<Paged<Row>>) {
  const asked: KitListQuery<'name', never>[] = [];
  const list: KitList<Row, 'name', never> = {
    columns: [{ key: 'name', header: 'Name', sortable: true, link: true }],
    useRows: (query) => {
      asked.push(query);
      return answer(query);
    },
    emptyText: 'No users in this company yet.',
  };
  return { list, asked };
}

const serverPage = (query: KitListQuery<'name', never>) => {
  const start = (query.page - 1) * query.pageSize;
  return settled({ items: ROWS.slice(start, start + query.pageSize), total: ROWS.length });
};

let render: (node: ReactNode) => string;
let KitChildList: typeof import('../../src/kit/KitChildList').KitChildList;

beforeAll(async () => {
  // The kit's styles are vanilla-extract files, which the app's build gives a file scope.
  setFileScope('tests/client/kit-child-list');
  ({ KitChildList } = await import('../../src/kit/KitChildList'));
  endFileScope();
  const { renderToString } = await import('react-dom/server');
  const { Router } = await import('wouter');
  render = (node) => renderToString(<Router ssrPath="/c/1/view">{node}</Router>);
});

/** What the user reads: the markup without its tags. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('a kit list on a record page (KitChildList)', () => {
  it('keeps its page, search and sort to itself: the record page keeps its address', () => {
    let state = startOfList<'name', never>();
    expect(toListQuery(state, 10)).toEqual({ page: 1, pageSize: 10 });
    state = changeList(state, { page: 3 });
    expect(toListQuery(state, 10)).toEqual({ page: 3, pageSize: 10 });
    // A new search or sort starts again at the first page.
    state = changeList(state, { search: 'ann' });
    expect(toListQuery(state, 10)).toEqual({ page: 1, pageSize: 10, search: 'ann' });
    state = changeList(changeList(state, { page: 2 }), { sort: '-name' });
    expect(toListQuery(state, 10)).toEqual({ page: 1, pageSize: 10, search: 'ann', sort: '-name' });
  });

  it('asks the server for the first page and shows it, with the pager to the others', () => {
    const { list, asked } = listOf(serverPage);
    const html = render(<KitChildList area={area} list={list} />);
    expect(asked.at(-1)).toEqual({ page: 1, pageSize: 10 });
    expect(textOf(html)).toContain('Traveller 10');
    expect(textOf(html)).not.toContain('Traveller 11');
    expect(textOf(html)).toContain('25 rows');
    expect(html).toContain('aria-label="Page 3"');
    expect(html).toContain('aria-current="page" aria-label="Page 1"');
    // Names are real links to the record, and each row has its View.
    expect(html).toContain('href="/c/1/users/7/view"');
    expect(html).toContain('aria-label="View Traveller 7"');
  });

  it('is titled by the list and names its grid so', () => {
    const html = render(<KitChildList area={area} list={listOf(serverPage).list} />);
    expect(html).toMatch(/<h2[^>]*>Users<\/h2>/);
    expect(html).toContain('aria-label="Users"');
  });

  it('shows a skeleton until the first page arrives', () => {
    const loading = { isPending: true, isFetching: true, isError: false, refetch: async () => 0 };
    const html = render(<KitChildList area={area} list={listOf(() => loading).list} />);
    expect(html).toContain('aria-busy="true"');
    expect(textOf(html)).toContain('Loading Users…');
    expect(html).not.toContain('<table');
  });

  it('says when the list could not be loaded, with a way to try again, instead of loading for ever', () => {
    const failed = { isPending: false, isFetching: false, isError: true, refetch: async () => 0 };
    const html = render(<KitChildList area={area} list={listOf(() => failed).list} />);
    expect(textOf(html)).toContain('Users could not be loaded.');
    expect(textOf(html)).toContain('Try again');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('says what an empty list means and offers Add to those who may add', () => {
    const empty = () => settled({ items: [], total: 0 });
    viewer.permissions = [...ADD_USERS];
    const allowed = render(<KitChildList area={area} list={listOf(empty).list} />);
    expect(textOf(allowed)).toContain('No users in this company yet.');
    expect(allowed).toContain('href="/c/1/users/add"');
    expect(allowed).not.toContain('<table');

    viewer.permissions = [];
    const refused = render(<KitChildList area={area} list={listOf(empty).list} />);
    expect(textOf(refused)).toContain('No users in this company yet.');
    expect(refused).not.toContain('href="/c/1/users/add"');
  });

  it('shows rows with no page of their own without links or row actions', () => {
    const { paths: _none, ...bare } = area;
    const html = render(<KitChildList area={bare} list={listOf(serverPage).list} />);
    expect(textOf(html)).toContain('Traveller 3');
    expect(html).not.toContain('href=');
    expect(textOf(html)).not.toContain('Actions');
  });
});

describe('a list the record holds in full (a hotlist’s offers)', () => {
  type Offer = { name: string };
  const hotlist = settled({ offers: ROWS.map((r) => ({ name: r.name })) });
  const offers = (query: KitListQuery<never, never>) =>
    localRows(
      hotlist,
      (h) => h.offers,
      (o: Offer) => o.name,
      query,
    );

  it('pages it as the server would', () => {
    const third = offers({ page: 3, pageSize: 10 }).data?.body;
    expect(third?.total).toBe(25);
    expect(third?.items.map((o) => o.name)).toEqual(ROWS.slice(20).map((r) => r.name));
  });

  it('searches it by text, case aside, and counts only what matches', () => {
    const found = offers({ page: 1, pageSize: 10, search: 'TRAVELLER 2' }).data?.body;
    expect(found?.items.map((o) => o.name)).toEqual([
      'Traveller 2',
      ...ROWS.slice(19, 25).map((r) => r.name),
    ]);
    expect(found?.total).toBe(7);
  });

  it('waits and fails with the record', () => {
    const failed = { isPending: false, isFetching: false, isError: true, refetch: async () => 0 };
    const rows = localRows(
      failed,
      (h: { offers: Offer[] }) => h.offers,
      (o) => o.name,
      {
        page: 1,
        pageSize: 10,
      },
    );
    expect(rows.data).toBeUndefined();
    expect(rows.isError).toBe(true);
  });
});
