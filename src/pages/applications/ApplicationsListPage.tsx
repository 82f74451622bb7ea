import { useParams } from 'wouter';
import { KitListPage } from '../../kit/KitListPage';
import { applicationsArea, applicationsList } from './applications-area';

/** /companies/{companyId}/apps: the company's booking sites, 10 page buttons (spec section 9). */
export default function ApplicationsListPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  return <KitListPage area={applicationsArea(companyId)} list={applicationsList(companyId)} />;
}
