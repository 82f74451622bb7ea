/** Where an application's deposit pages live (spec section 2). */
const pathsUnder = (list: string) => ({
  list,
  add: `${list}/add`,
  view: (id: string | number) => `${list}/${id}/view`,
  edit: (id: string | number) => `${list}/${id}/edit`,
});

export const optionPaths = (applicationId: string | number) =>
  pathsUnder(`/applications/${applicationId}/depositoptions`);
export const rulePaths = (applicationId: string | number) =>
  pathsUnder(`/applications/${applicationId}/depositrules`);

/** react-query keys: everything about an application's deposits starts here (rules show options). */
export const depositsKey = (applicationId: string) => ['deposits', applicationId] as const;
