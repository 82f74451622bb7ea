import { useMemo } from 'react';
import { useParams } from 'wouter';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { companiesArea, companiesList, companyAdd, companyRecord } from './linked-companies-area';

export { CompanyUsersPage } from './CompanyUsersPage';

const useIds = () => {
  const { applicationId = '', companyId = '' } = useParams<{
    applicationId: string;
    companyId: string;
  }>();
  return { applicationId, companyId };
};

/** /applications/:applicationId/companies: the linked companies, by name, status and level. */
export function CompaniesListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => companiesArea(applicationId), [applicationId]);
  const list = useMemo(() => companiesList(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} />;
}

export function CompanyAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => companiesArea(applicationId), [applicationId]);
  const add = useMemo(() => companyAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

function CompanyPage({ mode }: { mode: 'view' | 'edit' }) {
  const { applicationId, companyId } = useIds();
  const area = useMemo(() => companiesArea(applicationId), [applicationId]);
  const record = useMemo(() => companyRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={companyId} mode={mode} />;
}

export const CompanyViewPage = () => <CompanyPage mode="view" />;
export const CompanyEditPage = () => <CompanyPage mode="edit" />;
