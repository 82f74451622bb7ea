import { RoleFormPage } from './RoleFormPage';

export default function RoleEditPage() {
  return <RoleFormPage mode="edit" />;
}
