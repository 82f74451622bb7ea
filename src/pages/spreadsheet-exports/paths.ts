/**
 * Where an application's scheduled exports live. The spec names "a spreadsheet-integration
 * tool" without a path: /tools/spreadsheet-integration, /new and /{exportId}/edit, as the other
 * tools have them; the edit page is also the export's run history, where files download.
 */
export const exportPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/spreadsheet-integration`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}/edit`,
    edit: (id: string | number) => `${list}/${id}/edit?edit`,
  };
};

/** react-query keys: everything about an application's scheduled exports starts here. */
export const exportsKey = (applicationId: string) =>
  ['spreadsheet-exports', applicationId] as const;
