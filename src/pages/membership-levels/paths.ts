/**
 * Where an application's membership level pages live (spec section 2: membership-levels, /new,
 * /{membershipId}): a level's page edits it with `?edit`.
 */
export const levelPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/membership-levels`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}`,
    edit: (id: string | number) => `${list}/${id}?edit`,
    /** The level's members: the customers list filtered by the level. */
    members: (name: string) =>
      `/applications/${applicationId}/customers?membershipLevel=${encodeURIComponent(name)}`,
  };
};

/** react-query keys: everything about an application's membership levels starts here. */
export const levelsKey = (applicationId: string) => ['membership-levels', applicationId] as const;
