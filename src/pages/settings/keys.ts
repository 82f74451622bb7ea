/** The react-query key of a company's settings. */
export const settingsKey = (companyId: string) => ['companies', companyId, 'settings'];
