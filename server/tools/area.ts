import { toolsArea } from '#contract/areas/tools';
import { defineServerArea } from '#server/kit/area';

/** The tools index has no calls of its own: each tool is its own area. */
export const toolsServer = defineServerArea({ area: toolsArea, routers: {} });
