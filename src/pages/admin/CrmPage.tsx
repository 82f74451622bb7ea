import { Muted, Page } from '#ui';
import { useActiveUser } from '../../api/active-user';

/** The platform admin area's entry; its companies list arrives with the CRM issue. */
export default function CrmPage() {
  const user = useActiveUser().data?.body;
  return (
    <Page title="CRM" subtitle="Platform administration">
      <Muted>{user ? `Signed in as platform admin ${user.displayName}.` : ''}</Muted>
    </Page>
  );
}
