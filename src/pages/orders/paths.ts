/** Where the orders console lives under an application, and its query cache's key. */
export const ordersKey = (applicationId: string) => ['orders', applicationId] as const;

export const orderPaths = (applicationId: string) => {
  const base = `/applications/${applicationId}/ordermanager`;
  return {
    list: `${base}/myorders`,
    /** `id` is `<orderId>/<orderKey>`: the order page needs both. */
    view: (id: string | number) => `${base}/${id}/view`,
  };
};

/** The order page's route parameters, which its panels call the API with. */
export type OrderParams = { applicationId: string; orderId: string; orderKey: string };
