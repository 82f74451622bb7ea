/**
 * Where an application's location tools live (spec section 2). Location lists: location-lists,
 * /{locationListId}/level1 (its countries), /{locationListId}/{locationId}/level2 (a country's
 * regions) and /level3 (a region's cities); beside them each list's and location's own page
 * (/edit, read-only with `?view`, with History) and the add pages (/new). Top locations:
 * top-locations, /new, /{topLocationId} (`?edit` edits). The spec names the flight search
 * partner locations tool only by its /new and /{locationId}/edit pages, with no base: it lives
 * at flight-search-partner-locations, spelt like its neighbours.
 */
const tools = (applicationId: string | number) => `/applications/${applicationId}/tools`;

export const listPaths = (applicationId: string | number) => {
  const list = `${tools(applicationId)}/location-lists`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}/edit?view`,
    edit: (id: string | number) => `${list}/${id}/edit`,
    level1: (id: string | number) => `${list}/${id}/level1`,
  };
};

/** A list's locations: `level` is where the rows are, so a row opens the level under it. */
export const placePaths = (applicationId: string | number, listId: string | number) => {
  const base = `${listPaths(applicationId).list}/${listId}`;
  const under = (id: string | number, level: number) => `${base}/${id}/level${level}`;
  return {
    list: `${base}/level1`,
    add: `${base}/new`,
    addUnder: (parentId: string | number) => `${base}/new?parentId=${parentId}`,
    view: (id: string | number) => `${base}/${id}/edit?view`,
    edit: (id: string | number) => `${base}/${id}/edit`,
    /** The level under a location: a country's regions, a region's cities. */
    under,
    /** Where the list of a location's own level is: a country's is the list's level 1. */
    levelOf: (parentId: number | null, level: number) =>
      parentId === null ? `${base}/level1` : under(parentId, level),
  };
};

export const topPaths = (applicationId: string | number) => {
  const list = `${tools(applicationId)}/top-locations`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}`,
    edit: (id: string | number) => `${list}/${id}?edit`,
  };
};

export const partnerPaths = (applicationId: string | number) => {
  const list = `${tools(applicationId)}/flight-search-partner-locations`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}/edit?view`,
    edit: (id: string | number) => `${list}/${id}/edit`,
  };
};

/** react-query keys: everything about an application's location tools starts here. */
export const locationsKey = (applicationId: string) => ['locations', applicationId] as const;
