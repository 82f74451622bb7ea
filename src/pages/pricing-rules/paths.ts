/** Where an application's pricing rule pages live (spec section 2). */
export const pricingPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/pricingRules`;
  return {
    list,
    add: `${list}/add`,
    view: (id: string | number) => `${list}/${id}/view`,
    edit: (id: string | number) => `${list}/${id}/edit`,
  };
};

/** react-query keys: everything about an application's pricing rules starts here. */
export const pricingKey = (applicationId: string) => ['pricing-rules', applicationId] as const;
