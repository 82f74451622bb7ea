import { RoleFormPage } from './RoleFormPage';

export default function RoleAddPage() {
  return <RoleFormPage mode="add" />;
}
