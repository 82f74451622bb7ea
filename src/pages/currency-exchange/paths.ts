/** Where an application's currency-exchange pages live (spec section 2). */
export const currexPaths = (applicationId: string | number) => {
  const app = `/applications/${applicationId}`;
  return {
    index: `${app}/currencyExchange`,
    rates: `${app}/exchangeRateManager`,
    branches: {
      list: `${app}/branches`,
      add: `${app}/branches/add`,
      // A branch has one page, its edit page, which shows its History too.
      view: (id: string | number) => `${app}/branches/${id}/edit`,
      edit: (id: string | number) => `${app}/branches/${id}/edit`,
    },
    fees: {
      list: `${app}/deliveryfees`,
      add: `${app}/deliveryfees/add`,
      view: (id: string | number) => `${app}/deliveryfees/${id}`,
      edit: (id: string | number) => `${app}/deliveryfees/${id}`,
    },
    currencies: {
      list: `${app}/currencyManager`,
      add: `${app}/currencies/add`,
      view: (id: string | number) => `${app}/currencies/${id}`,
      edit: (id: string | number) => `${app}/currencies/${id}`,
    },
  };
};

/** react-query keys: everything about an application's currency exchange starts here. */
export const currexKey = (applicationId: string) => ['currency-exchange', applicationId] as const;
