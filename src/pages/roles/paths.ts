/** Where the role screens live (spec section 2). */
export const rolePaths = (companyId: string | number) => {
  const list = `/companies/${companyId}/roles`;
  return {
    list,
    add: `${list}/add`,
    view: (roleId: number | string) => `${list}/${roleId}/view`,
    edit: (roleId: number | string) => `${list}/${roleId}/edit`,
  };
};

/** react-query keys: everything about the company's roles starts with rolesKey. */
export const rolesKey = (companyId: string) => ['roles', companyId];
