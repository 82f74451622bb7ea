import { UserPage } from './pages';

export default function UserEditPage() {
  return <UserPage mode="edit" />;
}
