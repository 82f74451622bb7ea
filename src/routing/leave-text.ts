/** What the console says before a navigation would lose a form's unsaved changes. */
export const LEAVE_TEXT = {
  title: 'Leave without saving?',
  description: 'The changes on this page are not saved. Leaving now loses them.',
  leave: 'Leave without saving',
} as const;
