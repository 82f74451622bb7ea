import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { exportAdd, exportRecord, exportRemove, exportsArea, exportsList } from './exports-area';

const useIds = () => {
  const { applicationId = '', exportId = '' } = useParams<{
    applicationId: string;
    exportId: string;
  }>();
  return { applicationId, exportId };
};

export function SpreadsheetExportsListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => exportsArea(applicationId), [applicationId]);
  const list = useMemo(() => exportsList(applicationId), [applicationId]);
  const remove = useMemo(() => exportRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function SpreadsheetExportAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => exportsArea(applicationId), [applicationId]);
  const add = useMemo(() => exportAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/**
 * /tools/spreadsheet-integration/:exportId/edit: the export with its run history and Run now;
 * `?edit` opens its form for editing.
 */
export function SpreadsheetExportPage() {
  const { applicationId, exportId } = useIds();
  const mayEdit = usePermission('spreadsheetExports.update');
  const editing = new URLSearchParams(useSearch()).has('edit') && mayEdit;
  const area = useMemo(() => exportsArea(applicationId), [applicationId]);
  const record = useMemo(() => exportRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage area={area} record={record} id={exportId} mode={editing ? 'edit' : 'view'} />
  );
}
