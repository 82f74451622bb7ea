import type { ReactNode } from 'react';
import type { OperationName } from '#contract/page-access';
import type { Paged } from '#contract/paging';
import type { BadgeTone } from '../../ui/shell';
import type { Choices } from './choices';
import type { KitListQuery } from './list-url';

/**
 * What an area declares about itself in its one page-configuration file; the kit's pages
 * (KitListPage, KitRecordPage, KitAddPage) read nothing else.
 */

/**
 * The part of a @ts-rest/react-query `useQuery` result the kit reads. Areas pass their own
 * `tsr.<area>.<route>.useQuery(…)` result, so every call keeps the one transport (token,
 * refresh, retry) and the query cache's failure notifications.
 */
export interface KitQueryResult<T> {
  data?: { body: T } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch(): Promise<unknown>;
}

/** Where an area's pages live, relative to the router they render in. */
export interface KitPaths {
  list: string;
  /** Left out for records that are not added by hand (e.g. registrations of interest). */
  add?: string;
  view(id: string | number): string;
  /** Left out for records with no edit page (an order is changed from its view page). */
  edit?(id: string | number): string;
}

/**
 * The contract operation each action calls (`'roles.update'`), whose declared permission shows
 * it; left out, the action shows to everyone who reached the page (e.g. platform admin areas,
 * whose layout and server already refuse everyone else).
 */
export interface KitAccess {
  /** Shows the View action (e.g. an order page needs more than its list): the record's GET. */
  view?: OperationName;
  edit?: OperationName;
  add?: OperationName;
  remove?: OperationName;
}

export interface KitArea<Row> {
  /** One record, as titles say it: "Company" → "View Company", "Add Company". */
  noun: string;
  /** The list's title and its grid's accessible name, e.g. "Companies". */
  plural: string;
  paths: KitPaths;
  idOf(row: Row): string | number;
  /** The record's name: its link text and the accessible name of its row actions. */
  nameOf(row: Row): string;
  access?: KitAccess;
  /** Page titles, when the spec words them otherwise than "View/Edit/Add <noun>". */
  titles?: { view: string; edit: string; add: string };
  /** The react-query key every query of the area starts with; a save refreshes them all. */
  cacheKey: readonly unknown[];
  /** Where a save lands: the record's view page (default) or the list, as the spec says. */
  afterSave?: 'view' | 'list';
}

/**
 * What a list needs of its rows' area. A list on a record's page may show rows with no pages of
 * their own (a credit ledger's entries, a hotlist's offers): they leave `paths` out, and get no
 * link, View, Edit or Add.
 */
export type KitListArea<Row> = Pick<
  KitArea<Row>,
  'noun' | 'plural' | 'idOf' | 'nameOf' | 'access'
> & {
  paths?: KitPaths;
};

/**
 * How a column shows its `key` field when it has no `cell`: `date`/`dateTime` in the user's
 * format, `money` (a decimal string, in `currency` or the row's `currency` field) and `number`
 * with separators, right-aligned; `status` as a badge (`tones` overrides the console's table);
 * `text` (the default) as it is, a flag as a tick or cross.
 */
export type KitColumnKind = 'text' | 'date' | 'dateTime' | 'money' | 'number' | 'status';

/**
 * A column. `sortable` columns sort by their `key`, which must then be one of the list's sort
 * keys; `link` makes the cell a real link to the record's view page; `cell` renders the value
 * (by default the row's `key` field, shown by its `kind`).
 */
export type KitColumn<Row, K extends string> = {
  header: string;
  link?: boolean;
  cell?(row: Row): ReactNode;
  kind?: KitColumnKind;
  /** A money column's currency code, when the row's `currency` field is not it. */
  currency?(row: Row): string;
  tones?: Readonly<Record<string, BadgeTone>>;
  /** Hidden first where the table would not fit (src/kit/column-choice.ts); the reader can show it. */
  priority?: 'low';
} & ({ key: K; sortable: true } | { key: string; sortable?: false });

export type KitFilter<F extends string> =
  | {
      kind: 'select';
      key: F;
      label: string;
      options: readonly { value: string; label: string }[];
      /** What no choice means, when not "All" (e.g. the default date type). */
      emptyLabel?: string;
    }
  | { kind: 'text'; key: F; label: string }
  /** One record among many, found by searching (a company); its `none` is "All". */
  | { kind: 'search'; key: F; label: string; choices: Choices }
  | { kind: 'dateRange'; label: string; from: F; to: F };

/**
 * A row action: a link (`href`), a command (`run`) — its accessible name ends in the record's
 * name — or a control of its own (`render`, e.g. a resend with its own pending state).
 */
export interface KitRowAction<Row> {
  label: string;
  /** The operation the action calls; left out, everyone on the page may. */
  access?: OperationName;
  href?(row: Row): string;
  run?(row: Row): void;
  render?(row: Row): ReactNode;
  /** Hidden for rows it does not apply to (e.g. a registration already converted). */
  shows?(row: Row): boolean;
}

export interface KitList<Row, K extends string, F extends string> {
  columns: readonly KitColumn<Row, K>[];
  filters?: readonly KitFilter<F>[];
  actions?: readonly KitRowAction<Row>[];
  /** The list endpoint through @ts-rest/react-query, with the query the URL holds. */
  useRows(query: KitListQuery<K, F>): KitQueryResult<Paged<Row>>;
  /** The search box's label when "Search" says too little (e.g. what it matches). */
  searchLabel?: string;
  /** What an empty list says before offering its next action (the area's Add). */
  emptyText: string;
  /** Links or buttons beside Add, e.g. the CRM's link to registrations. */
  toolbar?: ReactNode;
  /**
   * A list of one record's rows (a credit account's ledger): where its page goes when the rows
   * fail to load — that record is not found, and spec section 8 sends the user to its list.
   */
  ownerList?: string;
  /** A Refresh button beside Add (a list others change meanwhile, e.g. invitations going out). */
  refresh?: boolean;
  /** The View and Edit row actions the list gets first (both unless said otherwise). */
  standard?: readonly ('view' | 'edit')[];
  /** How many page buttons the pager shows (PAGE_BUTTONS unless the spec says otherwise). */
  pageButtons?: number;
}

/**
 * Deleting a record: the question to ask and the call (a refusal's text shows in the dialog),
 * or a dialog of the area's own when deleting asks more (a role's replacement role).
 */
export type KitRemove<Row> =
  | { prompt(row: Row): string; run(row: Row): Promise<unknown>; done: string }
  | { dialog(row: Row, onClose: (deleted: boolean) => void): ReactNode };

/**
 * A record action in the page's header (erase a customer, cancel an order): shown to users who
 * may call its operation. It runs a call — after a confirmation when it declares one — says
 * `done` and refreshes the area; or it opens a dialog of the area's own (a cancel that asks
 * which items), closed by `onClose`.
 */
export type KitAction<Rec> = {
  label: string;
  access?: OperationName;
  tone?: 'primary' | 'secondary' | 'quiet' | 'danger';
  /** Hidden for records it does not apply to (an order already cancelled). */
  shows?(rec: Rec): boolean;
} & (
  | {
      run(rec: Rec): Promise<unknown>;
      done: string;
      confirm?: { title: string; description: string; confirmLabel: string };
    }
  | { dialog(rec: Rec, onClose: () => void): ReactNode }
);

/** What a form component gets from the kit's record pages; the area's form renders the fields. */
export interface KitFormProps<In, Out> {
  initial: In;
  readOnly: boolean;
  saving: boolean;
  /** Rejects when the server refused, so the form shows a 400's messages under its fields. */
  onSave(body: Out): Promise<unknown>;
  /**
   * A write beside the form (a logo upload, a key rotation) moved the record to this version:
   * the next save sends it, so the editor's own change is not refused as someone else's.
   */
  adopt?(version: number): void;
}

/** What the parts beside a record's form get: whether it is read-only, and `adopt`. */
export interface KitBesideProps {
  readOnly: boolean;
  adopt(version: number): void;
}

export type KitFormRender<In, Out> = (props: KitFormProps<In, Out>) => ReactNode;

/** One record's view and edit pages. `Rec` is what its GET answers, with its version. */
export interface KitRecord<Rec, In, Out> {
  useRecord(id: string): KitQueryResult<Rec>;
  /** The record's name, the last step of the page's breadcrumbs (Customers › Ann Smith). */
  nameOf?(rec: Rec): string;
  toForm(rec: Rec): In;
  /** The form; it also gets the record, for what depends on it (e.g. a locked account). */
  form(props: KitFormProps<In, Out>, rec: Rec): ReactNode;
  /**
   * Sends the version the page read; a stale one is refused with 409 (MSG.staleRecord). Left
   * out, with `updated`, for a record without an edit page (a credit account: its actions).
   */
  update?(id: string, body: Out, version: number): Promise<unknown>;
  versionOf(rec: Rec): number;
  updated?: string;
  /** Below the form in view mode: related lists (a company's users…) and the History panel. */
  panels?(rec: Rec): ReactNode;
  /** Parts shown with the form in view and edit mode (a login history, an ingestion key card). */
  beside?(rec: Rec, props: KitBesideProps): ReactNode;
  /** Why this record cannot be edited (a system role): Edit says so and the form stays read-only. */
  locked?(rec: Rec): string | null;
  history?(rec: Rec): ReactNode;
  /** Actions beside Edit in the page's header. */
  actions?: readonly KitAction<Rec>[];
  /** Delete from the view page; done, the list opens. */
  remove?: KitRemove<Rec>;
}

/** The add page: its starting values (undefined while they load) and the create call. */
export interface KitAdd<In, Out> {
  useInitial(): In | undefined;
  /**
   * For a record added under another (a company's user, a supplier's setting): whether that
   * record failed to load. It is not found, and the page goes to the list (spec section 8).
   */
  useOwnerMissing?(): boolean;
  form: KitFormRender<In, Out>;
  /**
   * Answers the new record's id, whose view page the user lands on, or with `state` for that
   * page to read once from the history entry (a key shown only right after adding).
   */
  create(body: Out): Promise<string | number | KitCreated>;
  added: string;
}

export interface KitCreated {
  id: string | number;
  state: Record<string, unknown>;
  /** What went wrong after the record was added (its logo): said instead of `added`. */
  failed?: string;
}
