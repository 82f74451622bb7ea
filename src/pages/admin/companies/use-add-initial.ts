import { useSearch } from 'wouter';
import { tsr } from '../../../api/tsr';
import { CRM_KEY } from '../crm-paths';
import { EMPTY_COMPANY, fromRegistration } from './company-form';

const registrationIdIn = (search: string) => {
  const id = new URLSearchParams(search).get('registrationId') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? id : null;
};

/**
 * The add form's starting values: empty, or — opened as "Create company from registration"
 * (`?registrationId=…`) — pre-filled from that registration, which the save then links.
 * A registration that fails to load leaves the form empty (the failure is notified).
 */
export function useAddInitial() {
  const registrationId = registrationIdIn(useSearch());
  const registration = tsr.adminCrm.getRegistration.useQuery({
    queryKey: [...CRM_KEY, 'registration', registrationId],
    queryData: { params: { registrationId: registrationId ?? '' } },
    enabled: registrationId !== null,
  });
  if (registrationId === null || registration.isError) return EMPTY_COMPANY;
  const loaded = registration.data?.body;
  return loaded ? fromRegistration(loaded) : undefined;
}
