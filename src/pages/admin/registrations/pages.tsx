import { useParams } from 'wouter';
import { KitListPage } from '../../../kit/KitListPage';
import { KitRecordPage } from '../../../kit/KitRecordPage';
import { registrationRecord, registrationsArea, registrationsList } from './registrations-area';

/** /admin/crm/registrations: the registrations of interest, by status and date received. */
export const RegistrationsListPage = () => (
  <KitListPage area={registrationsArea} list={registrationsList} />
);

function RegistrationPage({ mode }: { mode: 'view' | 'edit' }) {
  const { registrationId = '' } = useParams<{ registrationId: string }>();
  return (
    <KitRecordPage
      area={registrationsArea}
      record={registrationRecord}
      id={registrationId}
      mode={mode}
    />
  );
}

export const RegistrationViewPage = () => <RegistrationPage mode="view" />;
export const RegistrationEditPage = () => <RegistrationPage mode="edit" />;
