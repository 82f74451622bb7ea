import { useSession } from '../session/session';
import { tsr } from './tsr';

/** GET /api/auth/activeUser for the signed-in user (cached; cleared when the session changes). */
export function useActiveUser() {
  const session = useSession();
  return tsr.auth.activeUser.useQuery({
    queryKey: ['auth', 'activeUser'],
    enabled: session !== null,
  });
}
