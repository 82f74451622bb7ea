import { keepPreviousData } from '@tanstack/react-query';
import {
  CUSTOMER_TEXT,
  type Customer,
  CustomerListQuery,
  type CustomerRow,
} from '#contract/customers';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../kit/types';
import { CustomerPanels } from './CustomerPanels';
import { companyChoices } from './company-choices';
import {
  CustomerForm,
  type CustomerFormIn,
  type CustomerFormOut,
  emptyCustomerForm,
  toCustomerForm,
} from './customer-form';
import { customerPaths, customerRecordId, customersKey, splitRecordId } from './paths';

/** An application's customers: the page configuration the kit's pages read. */
export const customersArea = (applicationId: string): KitArea<CustomerRow> => ({
  noun: 'Customer',
  plural: 'Customers',
  paths: customerPaths(applicationId),
  idOf: customerRecordId,
  nameOf: (row) => `${row.firstName} ${row.lastName}`.trim() || row.email,
  access: { edit: 'customers.update', add: 'customers.create' },
  cacheKey: customersKey(applicationId),
});

/** The list; filtered by linked company for a member who may read the companies. */
export const customersList = (
  applicationId: string,
  mayReadCompanies: boolean,
): KitList<CustomerRow, 'name' | 'email' | 'created', 'linkedCompanyId' | 'membershipLevel'> => ({
  columns: [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      link: true,
      cell: (r) => `${r.lastName}, ${r.firstName}`,
    },
    { key: 'email', header: 'Email', sortable: true },
    { key: 'phone', header: 'Phone' },
    { key: 'linkedCompanyName', header: 'Company', cell: (r) => r.linkedCompanyName ?? '' },
    { key: 'membershipLevel', header: 'Membership' },
    {
      key: 'created',
      header: 'Created',
      sortable: true,
      cell: (r) => <DateTimeCell value={r.created} />,
    },
  ],
  filters: [
    ...(mayReadCompanies
      ? [
          {
            kind: 'search',
            key: 'linkedCompanyId',
            label: 'Company',
            choices: companyChoices(applicationId, true),
          } as const,
        ]
      : []),
    { kind: 'text', key: 'membershipLevel', label: 'Membership level' },
  ],
  useRows: (query) =>
    tsr.customers.list.useQuery({
      queryKey: [...customersKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: contractQuery(CustomerListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No customers yet; they arrive with the booking sites’ orders, or add one.',
});

export const customerRecord = (
  applicationId: string,
): KitRecord<Customer, CustomerFormIn, CustomerFormOut> => ({
  nameOf: (row) => `${row.firstName} ${row.lastName}`.trim() || row.email,
  useRecord: (id) =>
    tsr.customers.get.useQuery({
      queryKey: [...customersKey(applicationId), 'customer', id],
      queryData: { params: { applicationId, ...splitRecordId(id) } },
    }),
  toForm: toCustomerForm,
  form: (props) => <CustomerForm applicationId={applicationId} editing {...props} />,
  update: (id, body, version) =>
    expectStatus(
      api.customers.update({
        params: { applicationId, ...splitRecordId(id) },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (c) => c.version,
  updated: CUSTOMER_TEXT.updated,
  actions: [
    {
      label: 'Erase customer',
      access: 'customers.erase',
      tone: 'danger',
      shows: (c) => c.erasedAt === null,
      confirm: {
        title: CUSTOMER_TEXT.eraseTitle,
        description: CUSTOMER_TEXT.eraseBody,
        confirmLabel: 'Erase',
      },
      run: (c) =>
        expectStatus(
          api.customers.erase({
            params: { applicationId, customerId: String(c.customerId), customerKey: c.key },
          }),
          200,
        ),
      done: CUSTOMER_TEXT.erased,
    },
  ],
  panels: (c) => <CustomerPanels applicationId={applicationId} customer={c} />,
  history: (c) => (
    <HistoryPanel
      companyId={String(c.companyId)}
      area="customers"
      recordId={String(c.customerId)}
    />
  ),
});

export const customerAdd = (applicationId: string): KitAdd<CustomerFormIn, CustomerFormOut> => ({
  useInitial: () => emptyCustomerForm,
  form: (props) => <CustomerForm applicationId={applicationId} editing={false} {...props} />,
  create: async (body) =>
    customerRecordId(
      await expectStatus(api.customers.create({ params: { applicationId }, body }), 201),
    ),
  added: CUSTOMER_TEXT.added,
});
