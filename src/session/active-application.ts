import { useSelector } from '@xstate/react';
import type { ActiveApplication } from '#contract/application-form';
import { sessionActor } from './session';

/**
 * The session's active application (id, name, features, stats URL): the one last opened under
 * /applications/{applicationId}. The session machine keeps it, so logging out, signing in
 * again or switching company forgets it; null when none is open.
 */
export const useActiveApplication = (): ActiveApplication | null =>
  useSelector(sessionActor, (s) => (s.matches('signedIn') ? s.context.activeApplication : null));

/** Called once the server has confirmed the application belongs to the active company. */
export const openApplication = (application: ActiveApplication) =>
  sessionActor.send({ type: 'APPLICATION_OPENED', application });

/** Application features gate features by name (spec section 6). */
export const hasFeature = (app: ActiveApplication | null, name: string) =>
  app?.features.includes(name) ?? false;
