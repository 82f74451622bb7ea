import { useParams } from 'wouter';
import { KitAddPage } from '../../../kit/KitAddPage';
import { KitListPage } from '../../../kit/KitListPage';
import { KitRecordPage } from '../../../kit/KitRecordPage';
import { companiesArea, companiesList, companyAdd, companyRecord } from './companies-area';

/** /admin/crm: the companies, with search, filters, paging and a link to registrations. */
export const CompaniesListPage = () => <KitListPage area={companiesArea} list={companiesList} />;

export const CompanyAddPage = () => <KitAddPage area={companiesArea} add={companyAdd} />;

export function CompanyViewPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  return <KitRecordPage area={companiesArea} record={companyRecord} id={companyId} mode="view" />;
}

export function CompanyEditPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  return <KitRecordPage area={companiesArea} record={companyRecord} id={companyId} mode="edit" />;
}
