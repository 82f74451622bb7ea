export type { Access } from './access';
export { accessOf, principalOf } from './request';
export { type Scope, type ScopeParams, scopeOf } from './scopes';
