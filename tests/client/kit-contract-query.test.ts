import { describe, expect, it } from 'vitest';
import { CrmCompanyListQuery, RegistrationListQuery } from '#contract/admin-crm';
import { contractQuery } from '../../src/kit/contract-query';
import { parseListUrl, toListQuery } from '../../src/kit/list-url';

const companies = { sortKeys: ['name', 'created', 'status'], filterKeys: ['status', 'type'] };

describe("a list URL read by the contract's query schema", () => {
  it('passes the filters the server knows, typed as it wants them', () => {
    const state = parseListUrl('status=Suspended&search=acme&page=2', companies);
    expect(contractQuery(CrmCompanyListQuery, toListQuery(state, 10))).toEqual({
      page: 2,
      pageSize: 10,
      search: 'acme',
      status: 'Suspended',
    });
  });

  it('drops a hand-edited filter value the server would refuse, and keeps the rest', () => {
    const state = parseListUrl('status=Gone&search=acme', companies);
    expect(contractQuery(CrmCompanyListQuery, toListQuery(state, 10))).toEqual({
      page: 1,
      pageSize: 10,
      search: 'acme',
    });
  });

  it('keeps a well-formed date range and drops a malformed end', () => {
    const shape = { sortKeys: ['created'], filterKeys: ['createdFrom', 'createdTo'] };
    const state = parseListUrl('createdFrom=2026-11-01&createdTo=yesterday', shape);
    expect(contractQuery(RegistrationListQuery, toListQuery(state, 10))).toEqual({
      page: 1,
      pageSize: 10,
      createdFrom: '2026-11-01',
    });
  });
});
