import type { RouterImplementation } from '@ts-rest/fastify';
import type { Contract } from '#contract/index';
import { SERVER_AREAS } from './areas';
import type { AppDeps } from './deps';
import type { AreaWorker, ServerArea } from './kit/area';
import type { Schedule } from './kit/schedule';

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

/** Every area's schedules, built with the app's dependencies. */
export function areaSchedules(deps: AppDeps): Schedule[] {
  return SERVER_AREAS.flatMap((area) => ('schedules' in area ? area.schedules(deps) : []));
}

/** Every area's background workers, by name, built with the app's dependencies. */
export function areaWorkers(deps: AppDeps): Record<string, AreaWorker> {
  const workers: Record<string, AreaWorker> = {};
  const areas: readonly ServerArea[] = SERVER_AREAS;
  for (const area of areas) {
    for (const [name, build] of Object.entries(area.workers ?? {})) {
      if (name in workers) throw new Error(`area worker ${name} is declared by two areas`);
      workers[name] = build(deps);
    }
  }
  return workers;
}
