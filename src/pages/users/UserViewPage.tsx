import { UserFormPage } from './UserFormPage';

export default function UserViewPage() {
  return <UserFormPage mode="view" />;
}
