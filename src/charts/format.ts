/** Counts as people read them: 12,345. */
export const formatCount = (n: number) => n.toLocaleString('en-GB');
