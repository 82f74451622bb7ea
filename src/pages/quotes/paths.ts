/** Where an application's quote pages live (spec section 2). */
export const quotePaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/quoteViewer`;
  return { list, view: (listId: string | number) => `${list}/${listId}` };
};

/** A shared quote's public page (visitor layout), as its link is handed to the customer. */
export const sharedQuotePath = (quoteId: number, shareKey: string) =>
  `/sharedQuote/${quoteId}/${shareKey}`;

/** react-query keys: everything about an application's quotes starts here. */
export const quotesKey = (applicationId: string) => ['quotes', applicationId] as const;
