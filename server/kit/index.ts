/**
 * The server resource kit: what an area's store is built from, so a new area is a contract
 * file, a store and a router, not a copy of the last area.
 *
 * How an area uses it:
 * 1. List: `export const listThings = definePagedList({ table, joins, scope, columns, search,
 *    sorts, defaultSort, tieBreaker, filters: [equals('status', t.status), …], count })` and
 *    answer `listThings(db, scope, query)` with the contract's `listQuery(SORTS).extend(filters)`.
 *    Search is a contains match (the user's %, _ and quotes are literal), sorts come only from the
 *    whitelist (anything else is a 400 on `sort`), values are bound by name so each statement
 *    shape is built once (a browse's is a named prepared one; see server/kit/statements.ts), and
 *    the total comes in the page's own statement — or from the count cache when the area keeps a
 *    version counter (`count: { kind: 'cached', … }`, still one statement), or counted apart and
 *    stopped at a cap the client shows as "10,000+" (`count: { kind: 'separate', cap }`); a
 *    column stored lower-cased is searched with LIKE (`search: [{ lowerCased: col }]`). For big
 *    lists: `late` columns are worked out for the page's rows only (a correlated look-up per
 *    row), `walks` read a sort no index gives another way, and a join the total does not need
 *    says so (`count: 'never' | 'search'`). server/users/list.ts uses them all.
 * 2. Read one: `getInScope(db.select(…).where(and(inCompany, eq(t.id, id))))` — NotFound when
 *    it is not in the caller's scope.
 * 3. Write: `const record = defineRecord({ table, unique: { index: { field, message } }, audit:
 *    SUBJECT, soft? })` gives `record.create(db, actor, (tx) => values)`, `record.update(db,
 *    actor, { id, scope }, body.version, (tx) => set)` and `record.remove(db, actor, { id, scope })`,
 *    each one transaction: the version claimed first (Stale → 409; `null` for a record kept
 *    without versions, a dashboard: locked, the last save wins), a declared unique index as
 *    the field's error, the audit row committed or rolled back with the change; a last `hooks`
 *    argument adds `after` (child rows, the outbox) and `within` (a lock taken first, a rule
 *    checked last: server/roles/write.ts); `record.where(at)` is the same condition for reads
 *    (NotFound out of scope or soft-deleted). The values come from one column map, `defineColumns({ field:
 *    text() | same<T>() | choice(…) | country() | column('name', …), ...ADDRESS })`, whose
 *    `write(body)` gives the columns and `read(row)` the answer's fields. A table without an `id`
 *    names its `key` (a membership is its user inside the company: server/users/write.ts), and
 *    `remove` takes the same hooks. Writes that fit no record (a ledger) use the pieces: `claimVersion`, `withUniqueFields`,
 *    `claimUniqueValue`, `softDelete` and `recordChange` (server/audit/record.ts).
 * 4. Refuse with domain errors only (NotFound, Invalid via formError/fieldError, Conflict,
 *    Stale): server/http/errors.ts turns them into the spec's answers.
 */
export { Conflict, type FieldErrors, Forbidden, Invalid, NotFound, Stale } from './errors';
export { dateRange, dayRangeOn, equals, type Filter, oneOf } from './filters';
export { fieldError, formError } from './form-error';
export { definePagedList, type LateColumns, type ListRow } from './list';
export type { ListCount } from './list-count';
export type { Join, ListDefinition, LowerCased, Sort, Walk } from './list-definition';
export {
  type After,
  defineRecord,
  type Hooks,
  type RecordAt,
  type RecordDefinition,
  type Within,
} from './record';
export { recordRoutes } from './record-routes';
export { getInScope, mustExist, softDelete } from './records';
export { claimUniqueValue, type UniqueFields, violatedIndex, withUniqueFields } from './unique';
export { claimVersion } from './version';
