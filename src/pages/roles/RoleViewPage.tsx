import { RoleFormPage } from './RoleFormPage';

export default function RoleViewPage() {
  return <RoleFormPage mode="view" />;
}
