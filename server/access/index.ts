export type { Access } from './access';
export type { Site } from './ingestion';
export {
  accessOf,
  principalOf,
  type Scope,
  type ScopeParams,
  scopeOf,
  siteOf,
} from './request';
