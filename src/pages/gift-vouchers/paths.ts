/** Where an application's gift voucher pages live (spec section 2: tools/giftVouchers). */
export const giftPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/giftVouchers`;
  return {
    list,
    add: `${list}/new`,
    // No view page in the spec: a gift voucher opens on its edit page.
    view: (id: string | number) => `${list}/${id}/edit`,
    edit: (id: string | number) => `${list}/${id}/edit`,
  };
};

/** react-query keys: everything about an application's gift vouchers starts here. */
export const giftKey = (applicationId: string) => ['gift-vouchers', applicationId] as const;
