/** A choice of a select: the field gets `value` as it is (a number id, a string or null). */
export type SelectOption = { value: string | number | null; label: string };

/** An option's value as an input holds it; none is the empty text. */
export const textOf = (value: SelectOption['value']) => (value === null ? '' : String(value));

/** How many matches a search choice lists: enough to pick from, few enough to read. */
export const CHOICES_PAGE = 20;

/** The list query of a choice's search: the first matches by name. */
export const choiceQuery = (search: string) =>
  ({ search, pageSize: CHOICES_PAGE, sort: 'name' }) as const;

/** A page of matches: the options and whether more match than are listed. */
export type ChoicePage = { options: SelectOption[]; more: boolean };

/**
 * Where a search choice finds its options: the server's list of the records it names (a rule, a
 * company), searched by what is typed, so a record is found however many there are.
 */
export interface Choices {
  /** The react-query key the searches are kept under (the area's key and the field's). */
  key: readonly unknown[];
  /** The first matches of `search`, by name. */
  find(search: string): Promise<ChoicePage>;
  /** The label of a chosen value no search has shown yet (the record's name), or null. */
  name(value: string | number): Promise<string | null>;
  /** A fixed first option (a nullable field's "None"). */
  none?: SelectOption;
  /** false for a member who may not read the records: only `none` and the chosen one show. */
  enabled?: boolean;
}

/** A list endpoint's page as options (null when it was refused: none). */
export function pageOf<R>(
  page: { items: readonly R[]; total: number; capped?: true } | null,
  option: (row: R) => SelectOption,
): ChoicePage {
  if (page === null) return { options: [], more: false };
  return {
    options: page.items.map(option),
    more: page.capped === true || page.total > page.items.length,
  };
}
