import { useMemo } from 'react';
import { useParams } from 'wouter';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { customerAdd, customerRecord, customersArea, customersList } from './customers-area';

const useApplicationId = () => useParams<{ applicationId: string }>().applicationId ?? '';

/**
 * /applications/:applicationId/customers: search by name, email or phone, filter by linked
 * company (for a member who may read them) and membership level, paged.
 */
export function CustomersListPage() {
  const applicationId = useApplicationId();
  const area = useMemo(() => customersArea(applicationId), [applicationId]);
  const mayReadCompanies = usePermission('linkedCompanies.list');
  const list = useMemo(
    () => customersList(applicationId, mayReadCompanies),
    [applicationId, mayReadCompanies],
  );
  return <KitListPage area={area} list={list} />;
}

export function CustomerAddPage() {
  const applicationId = useApplicationId();
  const area = useMemo(() => customersArea(applicationId), [applicationId]);
  const add = useMemo(() => customerAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function CustomerPage({ mode }: { mode: 'view' | 'edit' }) {
  const {
    applicationId = '',
    customerId = '',
    customerKey = '',
  } = useParams<{
    applicationId: string;
    customerId: string;
    customerKey: string;
  }>();
  const area = useMemo(() => customersArea(applicationId), [applicationId]);
  const record = useMemo(() => customerRecord(applicationId), [applicationId]);
  return (
    <KitRecordPage area={area} record={record} id={`${customerId}/${customerKey}`} mode={mode} />
  );
}

export const CustomerViewPage = () => <CustomerPage mode="view" />;
export const CustomerEditPage = () => <CustomerPage mode="edit" />;
