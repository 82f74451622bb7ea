import type { RouterImplementation } from '@ts-rest/fastify';
import type { Contract } from '#contract/index';
import { SERVER_AREAS } from './areas';
import type { AppDeps } from './deps';
import type { ServerArea } from './kit/area';
import type { AreaJob } from './kit/area-work';

type KeysOf<T> = T extends unknown ? keyof T : never;
/** The contract router keys the areas serve; the rest are the platform's services (app.ts). */
type AreaKeys = KeysOf<(typeof SERVER_AREAS)[number]['routers']> & keyof Contract;

/** Every area's routers, built with the app's dependencies, keyed like the contract. */
export function areaRouters(deps: AppDeps) {
  const routers: Record<string, unknown> = {};
  for (const { routers: own } of SERVER_AREAS) {
    for (const [key, build] of Object.entries(own)) {
      if (key in routers) throw new Error(`contract router ${key} is served by two areas`);
      routers[key] = (build as (deps: AppDeps) => unknown)(deps);
    }
  }
  // Each area's routers are typed against their own contract keys (server/kit/area.ts).
  return routers as { [Key in AreaKeys]: RouterImplementation<Contract[Key]> };
}

/** Every area's schedules and workers, built with the app's dependencies. */
export function areaJobs(deps: AppDeps): AreaJob[] {
  const areas: readonly ServerArea[] = SERVER_AREAS;
  return areas.flatMap((area) => area.jobs?.(deps) ?? []);
}
