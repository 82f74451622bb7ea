export type { Access } from './access';
export { accessOf, principalOf, type Scope, type ScopeParams, scopeOf } from './request';
