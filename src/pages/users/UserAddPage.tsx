import { UserFormPage } from './UserFormPage';

export default function UserAddPage() {
  return <UserFormPage mode="add" />;
}
