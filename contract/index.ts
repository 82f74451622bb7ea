import { authContract } from './auth';
import { c } from './common';
import { healthContract } from './health';

/** The whole API. Each area adds its router here, one file per area. */
export const contract = c.router({
  health: healthContract,
  auth: authContract,
});
export type Contract = typeof contract;
