import type { RouterImplementation } from '@ts-rest/fastify';
import type { AreaDescriptor } from '#contract/area';
import type { Contract } from '#contract/index';
import type { Tx } from '#server/db/tx';
import type { AppDeps } from '#server/deps';
import type { AreaJob } from './area-work';

/** The routers an area serves, by contract router key, each built with the app's dependencies. */
export type AreaRouters = {
  readonly [Key in keyof Contract]?: (deps: AppDeps) => RouterImplementation<Contract[Key]>;
};

/** What the demo company's seed gives an area to fill its screens with. */
export type DemoScope = { companyId: number; sealSecret?: (plain: string) => string };

/**
 * The server's half of an area (its contract half is contract/areas/<area>.ts): the routers of
 * the contract keys the area declares, and the demo rows a newcomer sees. server/areas.ts lists
 * these; the app registers the routers and the demo seed runs the seeds from that list.
 */
export interface ServerArea {
  readonly area: AreaDescriptor;
  readonly routers: AreaRouters;
  /** Adds the area's demo rows once: it must skip what is already there. */
  readonly seed?: (tx: Tx, demo: DemoScope) => Promise<void>;
  /**
   * Adds the area's demo rows to the demo company's first application once, saying whether it
   * added them: only then is the area's feature switched on there (server/kit/demo-seed.ts), so
   * a feature a user switched off stays off on the next start.
   */
  readonly seedApplication?: (tx: Tx, applicationId: number, demo: DemoScope) => Promise<boolean>;
  /**
   * What the area runs in the background of every instance, owned by the app: schedules it
   * ticks and workers that loop on their own (server/kit/area-work.ts), each by a name.
   */
  readonly jobs?: (deps: AppDeps) => readonly AreaJob[];
}

export const defineServerArea = <const A extends ServerArea>(area: A): A => {
  for (const key of Object.keys(area.routers)) {
    if (!(key in area.area.access)) {
      throw new Error(
        `area ${area.area.name} serves ${key}, which its descriptor does not declare`,
      );
    }
  }
  return area;
};
