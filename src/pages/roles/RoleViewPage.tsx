import { RolePage } from './pages';

export default function RoleViewPage() {
  return <RolePage mode="view" />;
}
