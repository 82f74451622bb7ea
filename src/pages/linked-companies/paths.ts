/**
 * Where an application's linked (B2B) company pages live (spec section 2). `companyId` here is
 * a linked company's id, never the console's own company.
 */
export const linkedPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/companies`;
  const one = (id: string | number) => `${list}/${id}`;
  return {
    list,
    add: `${list}/add`,
    view: (id: string | number) => `${one(id)}/view`,
    edit: (id: string | number) => `${one(id)}/edit`,
    users: (id: string | number) => `${one(id)}/users`,
    credit: (id: string | number) => `${one(id)}/credit`,
    creditAdd: (id: string | number) => `${one(id)}/credit/add`,
    account: (id: string | number, creditId: string | number) => `${one(id)}/credit/${creditId}`,
    usage: (id: string | number, creditId: string | number) =>
      `${one(id)}/credit/${creditId}/usage`,
  };
};

/** react-query keys: everything about an application's linked companies starts here. */
export const linkedKey = (applicationId: string) => ['linked-companies', applicationId] as const;
