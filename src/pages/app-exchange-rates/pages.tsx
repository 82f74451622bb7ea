import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { rateAdd, rateRecord, rateRemove, ratesArea, ratesList } from './rates-area';

const useIds = () => {
  const { applicationId = '', rateId = '' } = useParams<{
    applicationId: string;
    rateId: string;
  }>();
  return { applicationId, rateId };
};

export function RatesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => ratesArea(applicationId), [applicationId]);
  const list = useMemo(() => ratesList(applicationId), [applicationId]);
  const remove = useMemo(() => rateRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

export function RateAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => ratesArea(applicationId), [applicationId]);
  const add = useMemo(() => rateAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

export function RatePage() {
  const { applicationId, rateId } = useIds();
  const mayEdit = usePermission('appExchangeRates.update');
  const editing = new URLSearchParams(useSearch()).has('edit') && mayEdit;
  const area = useMemo(() => ratesArea(applicationId), [applicationId]);
  const record = useMemo(() => rateRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={rateId} mode={editing ? 'edit' : 'view'} />;
}
