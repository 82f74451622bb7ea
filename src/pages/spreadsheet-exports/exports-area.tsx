import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  EXPORT_TEXT,
  type ExportRun,
  ExportRunQuery,
  type SpreadsheetExport,
  SpreadsheetExportListQuery,
  type SpreadsheetExportRow,
} from '#contract/spreadsheet-exports';
import { Button } from '#ui';
import { useActiveUser } from '../../api/active-user';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { DateTimeCell } from '../../kit/cells';
import { contractQuery } from '../../kit/contract-query';
import { KitChildList } from '../../kit/KitChildList';
import type { KitAdd, KitArea, KitList, KitListArea, KitRecord, KitRemove } from '../../kit/types';
import { downloadFile } from '../customers/download';
import {
  EMPTY_EXPORT,
  ExportForm,
  type ExportFormIn,
  type ExportFormOut,
  toExportForm,
} from './export-form';
import { exportPaths, exportsKey } from './paths';

type Named = Pick<SpreadsheetExportRow, 'exportId' | 'name'>;

export const exportsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Scheduled Export',
  plural: 'Scheduled Exports',
  paths: exportPaths(applicationId),
  idOf: (row) => row.exportId,
  nameOf: (row) => row.name,
  access: {
    edit: 'spreadsheetExports.update',
    add: 'spreadsheetExports.create',
    remove: 'spreadsheetExports.remove',
  },
  cacheKey: exportsKey(applicationId),
});

const RUN_TONES = { Done: 'success', Failed: 'danger', Running: 'info' } as const;

const lastRun = (r: SpreadsheetExportRow) =>
  r.lastRun
    ? `${r.lastRun.status}${r.lastRun.rows === null ? '' : `, ${r.lastRun.rows} rows`}`
    : 'Never';

export const exportsList = (
  applicationId: string,
): KitList<SpreadsheetExportRow, 'name' | 'nextRun', never> => ({
  columns: [
    { key: 'name', header: 'Name', sortable: true, link: true },
    {
      key: 'entity',
      header: 'Exports',
      cell: (r) => (r.entity === 'orders' ? 'Orders' : 'Customers'),
    },
    { key: 'schedule', header: 'Schedule' },
    {
      key: 'nextRun',
      header: 'Next Run',
      sortable: true,
      cell: (r) => (r.enabled ? <DateTimeCell value={r.nextRun} /> : 'Paused'),
    },
    { key: 'lastRun', header: 'Last Run', cell: lastRun },
  ],
  useRows: (query) =>
    tsr.spreadsheetExports.list.useQuery({
      queryKey: [...exportsKey(applicationId), 'list', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(SpreadsheetExportListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search names',
  emptyText: 'No scheduled exports yet.',
});

const runsArea: KitListArea<ExportRun> = {
  noun: 'Run',
  plural: 'Runs',
  idOf: (r) => r.runId,
  nameOf: (r) => `run ${r.runId}`,
};

function DownloadRun({
  applicationId,
  exportId,
  run,
}: {
  applicationId: string;
  exportId: number;
  run: ExportRun;
}) {
  if (!run.downloadable) return null;
  const url = `/api/applications/${applicationId}/spreadsheetExports/${exportId}/runs/${run.runId}/file.xlsx`;
  return (
    <Button
      tone="quiet"
      aria-label={`Download the file of run ${run.runId}`}
      onClick={() => void downloadFile(url, `export-${exportId}-run-${run.runId}.xlsx`)}
    >
      Download
    </Button>
  );
}

const runsList = (
  applicationId: string,
  exportId: number,
): KitList<ExportRun, 'started', never> => ({
  columns: [
    { key: 'started', header: 'Started', sortable: true, kind: 'dateTime' },
    { key: 'finished', header: 'Finished', kind: 'dateTime' },
    {
      key: 'trigger',
      header: 'Trigger',
      cell: (r) => (r.trigger === 'manual' ? 'Run now' : 'Schedule'),
    },
    { key: 'status', header: 'Status', kind: 'status', tones: RUN_TONES },
    { key: 'rows', header: 'Rows', kind: 'number' },
    { key: 'error', header: 'Error', cell: (r) => r.error ?? '' },
    {
      key: 'download',
      header: 'File',
      cell: (r) => <DownloadRun applicationId={applicationId} exportId={exportId} run={r} />,
    },
  ],
  standard: [],
  refresh: true,
  useRows: (query) =>
    tsr.spreadsheetExports.runs.useQuery({
      queryKey: [...exportsKey(applicationId), 'runs', exportId, query],
      queryData: {
        params: { applicationId, exportId: String(exportId) },
        query: contractQuery(ExportRunQuery, query),
      },
      placeholderData: keepPreviousData,
      // A run in hand finishes within seconds: look again until none is.
      refetchInterval: (q) =>
        q.state.data?.body.items.some((r) => r.status === 'Running') ? 1000 : false,
    }),
  emptyText: 'No runs yet.',
});

export const exportRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) => `Are you sure you want to delete the export '${r.name}' with its runs and files?`,
  run: (r) =>
    expectStatus(
      api.spreadsheetExports.remove({
        params: { applicationId, exportId: String(r.exportId) },
      }),
      200,
    ),
  done: EXPORT_TEXT.removed,
});

export const exportRecord = (
  applicationId: string,
): KitRecord<SpreadsheetExport, ExportFormIn, ExportFormOut> => ({
  nameOf: (row) => row.name,
  useRecord: (id) =>
    tsr.spreadsheetExports.get.useQuery({
      queryKey: [...exportsKey(applicationId), 'export', id],
      queryData: { params: { applicationId, exportId: id } },
    }),
  toForm: toExportForm,
  form: (props) => <ExportForm editing {...props} />,
  update: (id, body, version) =>
    expectStatus(
      api.spreadsheetExports.update({
        params: { applicationId, exportId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: EXPORT_TEXT.updated,
  actions: [
    {
      label: 'Run now',
      access: 'spreadsheetExports.runNow',
      tone: 'primary',
      run: (r) =>
        expectStatus(
          api.spreadsheetExports.runNow({
            params: { applicationId, exportId: String(r.exportId) },
          }),
          202,
        ),
      done: EXPORT_TEXT.started,
    },
  ],
  panels: (r) => <KitChildList area={runsArea} list={runsList(applicationId, r.exportId)} />,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="spreadsheetExports"
      recordId={String(r.exportId)}
    />
  ),
  remove: exportRemove(applicationId),
});

export const exportAdd = (applicationId: string): KitAdd<ExportFormIn, ExportFormOut> => ({
  // A new schedule runs in the company's time zone unless its editor chooses another.
  useInitial: () => {
    const timeZone = useActiveUser().data?.body.timeZone;
    return useMemo(() => (timeZone ? { ...EMPTY_EXPORT, timeZone } : undefined), [timeZone]);
  },
  form: (props) => <ExportForm editing={false} {...props} />,
  create: async (body) =>
    (await expectStatus(api.spreadsheetExports.create({ params: { applicationId }, body }), 201))
      .exportId,
  added: EXPORT_TEXT.added,
});
