import type { PageAccess } from '../routing/page-access';
import type { KitAction } from './types';

/** The actions a user sees on a record: those they may call, that apply to it. */
export const shownActions = <Rec>(
  actions: readonly KitAction<Rec>[],
  rec: Rec,
  mayCall: (access: PageAccess) => boolean,
) => actions.filter((a) => mayCall(a.access ?? 'signedIn') && a.shows?.(rec) !== false);
