import type { RouteAccess } from './access';
import type { AppFeature } from './application-form';

/** Where an area's records live: the platform (admin layout), a company, or an application. */
export type AreaScope = 'platform' | 'company' | 'application';

/** Who may call each operation of one contract router, by operation name. */
export type OperationsAccess = Readonly<Record<string, RouteAccess>>;

/**
 * An area of the console (roles, orders, suppliers, …) declared once. Everything that used to be
 * a shared registry is read from the list of these (contract/areas/index.ts): the access table
 * the contract routes, pages, navigation and server gate share, the access document and the
 * authorization matrix. The server and the client each add their half in the area's folder
 * (server/<area>/area.ts, src/pages/<area>/area.ts).
 *
 * Plain data, built with contract/access.ts alone: the client's route table reads it and loads
 * with /login, where zod and ts-rest must not (e2e/bundle.spec.ts).
 */
export interface AreaDescriptor {
  /** The area's name, as its folders are named. */
  readonly name: string;
  /** What one record is called, and many: "order", "orders" (titles, empty states, palette). */
  readonly noun: { readonly one: string; readonly many: string };
  readonly scope: AreaScope;
  /** The application feature the area needs (spec section 6: features gate by name). */
  readonly feature?: AppFeature;
  /**
   * Who may call what: contract router key → operation → access. Platform areas declare their
   * routes `access.platformAdmin()` in the contract and leave this empty.
   */
  readonly access: Readonly<Record<string, OperationsAccess>>;
  /**
   * The kinds of record whose changes the audit trail keeps, by audit area name: the label the
   * trail shows, and who may read a record's History — those who may read the record itself, so
   * the trail never tells more than the area's own pages do.
   */
  readonly audit?: Readonly<Record<string, AuditedRecord>>;
  /**
   * Permissions the area adds to the spec's catalogue, as the catalogue lists them (the role
   * form shows them by category). `npm run areas` writes their names into the catalogue
   * (contract/area-permissions.ts), so `access` may name them; `npm run db:permissions` writes
   * the data migration that inserts them, and `npm run lint` fails until one does.
   */
  readonly permissions?: readonly AreaPermission[];
}

export type AreaPermission = {
  /** Lower case with underscores, like the spec's: `apps_suppliers_read`. */
  readonly name: string;
  /** The group the role form shows it under (at most 50 characters). */
  readonly category: string;
  /** What it lets a role do, in a few words (at most 100). */
  readonly function: string;
  /** One sentence (at most 250). */
  readonly description: string;
};

export type AuditedRecord = { readonly label: string; readonly history: RouteAccess };

/** Keeps the descriptor's literal types (its router keys and operation names) for the table. */
export const defineArea = <const D extends AreaDescriptor>(area: D): D => area;

type Intersect<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The access tables of a list of areas, as one table keyed by contract router. */
export type AccessOf<Areas extends readonly AreaDescriptor[]> = Intersect<Areas[number]['access']>;

type AuditPart<A> = A extends { readonly audit: infer R } ? R : never;
type AuditOf<Areas extends readonly AreaDescriptor[]> = Intersect<AuditPart<Areas[number]>>;

/** Every audited kind of record of a list of areas, by audit area name. */
export function auditedRecords<const Areas extends readonly AreaDescriptor[]>(
  areas: Areas,
): AuditOf<Areas> {
  const records: Record<string, AuditedRecord> = {};
  for (const area of areas) Object.assign(records, area.audit);
  return records as AuditOf<Areas>;
}

/** One table from every area's access; a router key claimed twice is a programming error. */
export function accessTable<const Areas extends readonly AreaDescriptor[]>(
  areas: Areas,
): AccessOf<Areas> {
  const table: Record<string, OperationsAccess> = {};
  for (const area of areas) {
    for (const [key, operations] of Object.entries(area.access)) {
      if (key in table) throw new Error(`contract router ${key} is claimed by two areas`);
      table[key] = operations;
    }
  }
  return table as AccessOf<Areas>;
}
