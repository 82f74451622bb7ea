/**
 * Where an application's extras pages live (spec section 2: extraGroups, /new, /{groupId},
 * /{groupId}/extras, /extras/new, /extras/edit/{extraId}). A group's page edits it with `?edit`;
 * an extra's only page is its edit page, shown read-only with `?view` (after a save, History).
 */
export const groupPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/extraGroups`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}`,
    edit: (id: string | number) => `${list}/${id}?edit`,
    extras: (id: string | number) => `${list}/${id}/extras`,
  };
};

export const extraPaths = (applicationId: string | number) => {
  const groups = groupPaths(applicationId).list;
  return {
    list: groups,
    add: `${groups}/extras/new`,
    addTo: (groupId: string | number) => `${groups}/extras/new?groupId=${groupId}`,
    view: (id: string | number) => `${groups}/extras/edit/${id}?view`,
    edit: (id: string | number) => `${groups}/extras/edit/${id}`,
  };
};

/** react-query keys: everything about an application's extras starts here. */
export const extrasKey = (applicationId: string) => ['extras', applicationId] as const;
