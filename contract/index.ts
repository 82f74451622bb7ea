import { accountContract } from './account';
import { AREA_ROUTERS } from './area-routers';
import { authContract } from './auth';
import { c } from './common';
import { declareCommonErrors } from './declared-errors';
import { eventsContract } from './events';
import { healthContract } from './health';
import { ingestContract } from './ingest';
import { passwordContract } from './password';
import { preferencesContract } from './preferences';
import { registerContract } from './register';
import { sessionContract } from './session';
import { socialContract } from './social';
import { twoFactorContract } from './twofactor';

/**
 * The whole API: the platform's services, which belong to no area, and every area's routers
 * (contract/area-routers.ts, generated from contract/areas/index.ts). The answers every route
 * can give (contract/declared-errors.ts) are added to each.
 */
export const contract = declareCommonErrors(
  c.router({
    health: healthContract,
    auth: authContract,
    password: passwordContract,
    register: registerContract,
    account: accountContract,
    session: sessionContract,
    social: socialContract,
    twoFactor: twoFactorContract,
    events: eventsContract,
    preferences: preferencesContract,
    ingest: ingestContract,
    ...AREA_ROUTERS,
  }),
);
export type Contract = typeof contract;
