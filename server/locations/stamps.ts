/** A record's times and version as the API answers them. */
export const stamps = (r: { createdAt: Date; updatedAt: Date; version: number }) => ({
  created: new Date(r.createdAt).toISOString(),
  updated: new Date(r.updatedAt).toISOString(),
  version: r.version,
});
