/** Where an application's property pages live (spec section 2: propertyContent, /new, /{propertyId}/edit). */
export const propertyPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/propertyContent`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}/edit`,
    edit: (id: string | number) => `${list}/${id}/edit`,
  };
};

/** react-query keys: everything about an application's properties starts here. */
export const propertiesKey = (applicationId: string) =>
  ['property-content', applicationId] as const;
