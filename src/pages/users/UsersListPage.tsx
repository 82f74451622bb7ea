import { useParams } from 'wouter';
import { KitListPage } from '../../kit/KitListPage';
import { userRemove, usersArea, usersList } from './users-area';

/** /companies/{companyId}/users: the server pages, searches and sorts the company's users. */
export default function UsersListPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  return (
    <KitListPage
      area={usersArea(companyId)}
      list={usersList(companyId)}
      remove={userRemove(companyId)}
    />
  );
}
