import { UserFormPage } from './UserFormPage';

export default function UserEditPage() {
  return <UserFormPage mode="edit" />;
}
