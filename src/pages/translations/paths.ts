/**
 * Where an application's text pages live (spec section 2: /translations and
 * /translations/{translationId}): a text's page edits it with `?edit`, and `new` adds one.
 */
export const textPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/translations`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}`,
    edit: (id: string | number) => `${list}/${id}?edit`,
  };
};

/** react-query keys: everything about an application's texts starts here. */
export const textsKey = (applicationId: string) => ['translations', applicationId] as const;
