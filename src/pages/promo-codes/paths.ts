/** Where an application's promo code pages live (spec section 2). */
const pathsUnder = (applicationId: string | number, folder: string) => {
  const list = `/applications/${applicationId}/${folder}`;
  return {
    list,
    add: `${list}/add`,
    view: (id: string | number) => `${list}/${id}/view`,
    edit: (id: string | number) => `${list}/${id}/edit`,
  };
};

export const rulePaths = (applicationId: string | number) =>
  pathsUnder(applicationId, 'voucherRules');
export const codePaths = (applicationId: string | number) =>
  pathsUnder(applicationId, 'voucherCodes');

/** react-query keys: everything about an application's promo codes starts here. */
export const promoKey = (applicationId: string) => ['promo-codes', applicationId] as const;
