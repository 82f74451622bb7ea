/**
 * Texts of the session the spec leaves open; worded once so server and client agree. Kept
 * apart from contract/session.ts so the first page load can show them without zod.
 */
export const SESSION_MSG = {
  sessionEnded: 'Your session has ended. Please sign in again.',
  idleSignedOut: 'You were signed out after a period of inactivity.',
  notMember: 'You do not belong to that company.',
  switchedTo: (company: string) => `You are now working in ${company}`,
} as const;
