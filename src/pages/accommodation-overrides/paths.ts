/** Where an application's override pages live (spec section 2: tools/accommodation-overrides). */
export const overridePaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/accommodation-overrides`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}`,
    edit: (id: string | number) => `${list}/${id}?edit`,
  };
};

/** react-query keys: everything about an application's overrides starts here. */
export const overridesKey = (applicationId: string) =>
  ['accommodation-overrides', applicationId] as const;
