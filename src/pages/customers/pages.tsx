import { useMemo } from 'react';
import { useParams } from 'wouter';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { useCompanyOptions } from './customer-form';
import { customerAdd, customerRecord, customersArea, customersList } from './customers-area';

const useApplicationId = () => useParams<{ applicationId: string }>().applicationId ?? '';

/**
 * /applications/:applicationId/customers: search by name, email or phone, filter by linked
 * company (offered once the companies are in) and membership level, paged.
 */
export function CustomersListPage() {
  const applicationId = useApplicationId();
  const area = useMemo(() => customersArea(applicationId), [applicationId]);
  const companies = useCompanyOptions(applicationId);
  const list = useMemo(() => customersList(applicationId, companies), [applicationId, companies]);
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
