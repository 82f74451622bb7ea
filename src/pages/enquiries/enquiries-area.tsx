import { keepPreviousData } from '@tanstack/react-query';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type Enquiry,
  EnquiryListQuery,
  type EnquiryRow,
} from '#contract/enquiries';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { contractQuery } from '../../kit/contract-query';
import { optionsOf } from '../../kit/fields';
import type { KitArea, KitList, KitRecord } from '../../kit/types';
import { EnquiryDetails } from './EnquiryDetails';
import { EnquiryPanels } from './EnquiryPanels';
import { enquiriesKey, enquiryPaths } from './paths';

type Named = Pick<EnquiryRow, 'webReference' | 'name'>;
type Sort = 'received' | 'name' | 'status';
type Filter = 'status' | 'type' | 'from' | 'to';

/** The enquiry viewer: rows open the enquiry's page by its web reference. */
export const enquiriesArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Enquiry',
  plural: 'Enquiries',
  paths: enquiryPaths(applicationId),
  idOf: (row) => row.webReference,
  nameOf: (row) => row.webReference,
  cacheKey: enquiriesKey(applicationId),
});

export const enquiriesList = (applicationId: string): KitList<EnquiryRow, Sort, Filter> => ({
  columns: [
    { key: 'webReference', header: 'Web reference', link: true },
    { key: 'received', header: 'Received', sortable: true, kind: 'dateTime' },
    { key: 'name', header: 'Name', sortable: true },
    { key: 'email', header: 'Email' },
    { key: 'type', header: 'Type' },
    { key: 'destination', header: 'Destination' },
    { key: 'status', header: 'Status', sortable: true, kind: 'status' },
    { key: 'assignee', header: 'Assigned to', cell: (r) => r.assignee ?? '—' },
  ],
  filters: [
    { kind: 'select', key: 'status', label: 'Status', options: optionsOf(ENQUIRY_STATUSES) },
    { kind: 'select', key: 'type', label: 'Type', options: optionsOf(ENQUIRY_TYPES) },
    { kind: 'dateRange', label: 'Received', from: 'from', to: 'to' },
  ],
  searchLabel: 'Name, email or web reference',
  standard: ['view'],
  useRows: (query) =>
    tsr.enquiries.list.useQuery({
      queryKey: [...enquiriesKey(applicationId), 'list', query],
      queryData: { params: { applicationId }, query: contractQuery(EnquiryListQuery, query) },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No enquiries match. Enquiries arrive from the booking site’s forms.',
});

/** An enquiry's page: what the site sent, read-only; its handling and notes are panels. */
export const enquiryRecord = (applicationId: string): KitRecord<Enquiry, null, null> => ({
  nameOf: (row) => row.webReference,
  useRecord: (webReference) =>
    tsr.enquiries.get.useQuery({
      queryKey: [...enquiriesKey(applicationId), 'enquiry', webReference],
      queryData: { params: { applicationId, webReference } },
    }),
  toForm: () => null,
  form: (_, enquiry) => <EnquiryDetails applicationId={applicationId} enquiry={enquiry} />,
  versionOf: (r) => r.version,
  panels: (r) => <EnquiryPanels applicationId={applicationId} enquiry={r} />,
  history: (r) => (
    <HistoryPanel companyId={String(r.companyId)} area="enquiries" recordId={String(r.enquiryId)} />
  ),
});
