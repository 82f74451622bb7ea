/** Where the application screens live (spec section 2). */
export const appPaths = (companyId: string | number) => {
  const list = `/companies/${companyId}/apps`;
  return {
    list,
    add: `${list}/create`,
    edit: (applicationId: number | string) => `${list}/${applicationId}`,
  };
};

/** react-query keys: everything about the company's applications starts with appsKey. */
export const appsKey = (companyId: string) => ['applications', companyId];
