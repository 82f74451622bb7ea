import { RolePage } from './pages';

export default function RoleEditPage() {
  return <RolePage mode="edit" />;
}
