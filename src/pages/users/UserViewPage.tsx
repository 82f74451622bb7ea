import { UserPage } from './pages';

export default function UserViewPage() {
  return <UserPage mode="view" />;
}
