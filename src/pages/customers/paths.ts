/** Where an application's customer pages live (spec section 2). */
export const customerPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/customers`;
  return {
    list,
    add: `${list}/add`,
    /** `id` is `<customerId>/<customerKey>`: the key is half of every customer's address. */
    view: (id: string | number) => `${list}/${id}/view`,
    edit: (id: string | number) => `${list}/${id}/edit`,
    hotlist: (customerId: number, hotlistId: number) =>
      `${list}/${customerId}/hotlists/${hotlistId}`,
    /** The order's page, which the orders console serves. */
    order: (orderId: number, orderKey: string) =>
      `/applications/${applicationId}/ordermanager/${orderId}/${orderKey}/view`,
  };
};

/** The record id the kit's pages carry: the customer's id and key, as in its address. */
export const customerRecordId = (row: { customerId: number; key: string }) =>
  `${row.customerId}/${row.key}`;

export const splitRecordId = (id: string) => {
  const [customerId = '', customerKey = ''] = id.split('/');
  return { customerId, customerKey };
};

/** react-query keys: everything about an application's customers starts here. */
export const customersKey = (applicationId: string) => ['customers', applicationId] as const;
