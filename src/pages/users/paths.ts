/** Where the user screens live (spec section 2). */
export const userPaths = (companyId: string | number) => {
  const list = `/companies/${companyId}/users`;
  return {
    list,
    add: `${list}/add`,
    bulkInsert: `${list}/bulkinsert`,
    view: (userId: number | string) => `${list}/${userId}/view`,
    edit: (userId: number | string) => `${list}/${userId}/edit`,
  };
};

/** react-query keys: everything about the company's users starts with usersKey. */
export const usersKey = (companyId: string) => ['users', companyId];
