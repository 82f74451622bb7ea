/**
 * Every user-facing text the spec quotes, kept once and imported by server and client.
 * The spec requires these letter for letter (console-spec.md sections 4, 5 and 8).
 */
export const MSG = {
  invalidForm: 'Invalid form data. Please correct all form fields.',
  somethingWentWrong: 'Something went wrong',
  maxRefreshAttempts: 'Max refresh token attempts reached',
  logoFailed: 'Logo failed to upload',
  logoUploaded: 'Logo successfully uploaded',
  companySettingsSaved: 'Company settings successfully saved',
  appCreatedLogoFailed:
    'Successfully added new application but failed to upload logo, you may go to application settings and try again.',
  userCreatedPictureFailed: 'Successfully added new user but failed to upload profile picture...',
  pictureFailed: 'Unable to upload profile picture...',
  noUsersAdded: 'No users have been added',
  usersAdded: (n: number) => `Successfully added ${n} user(s)`,
  roleDeleted: 'Successfully deleted role',
  userDeleted: 'Successfully deleted user',
  roleAdded: 'Successfully added new role',
  roleUpdated: 'Successfully updated role',
  roleDeleteWithUsers: (n: number) =>
    `You are about to delete a role assigned to ${n} user(s). Select a replacement role for these user(s).`,
  roleDeleteConfirm: (role: string) => `Are you sure you want to delete '${role}' role?`,
  widgetSaved: 'Successfully updated widget.',
  systemRoleUpdate: 'System roles cannot be updated.',
  systemRoleDelete: 'System roles cannot be deleted.',
  roleNameRequired: 'Role name is required',
  maxLength: (n: number) => `Max length is ${n} characters`,
  replacementRoleRequired:
    'Unable to delete role. Please select replacement role for affected users.',
  deleteOwnAccount: 'Deleting your account is not allowed.',
  deleteAdminAccount: 'Deleting admin account is not allowed.',
  // Texts the spec leaves open; worded here once so server and client agree.
  wrongCredentials: 'The email or password is incorrect.',
  notSignedIn: 'You are not signed in.',
  notAllowed: 'You do not have permission to do that.',
  notFound: 'Not found',
  databaseUnavailable: 'The database is unavailable. Please try again in a moment.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedContentType: 'The request content type is not supported.',
  methodNotAllowed: 'This address does not take that method.',
  addressTooLong: 'The address is too long.',
  addressInvalid: 'The address is not valid.',
  chunkLoadFailed: 'Part of the console could not be loaded.',
  // Accounts shared beyond one company, the host admin and the last role editor.
  accountShared:
    "This person's account is also used outside this company, so only they or a platform admin can change their name, title, phone, languages, date of birth and picture.",
  accountJoined:
    'This email already had an account: it joined the company with its own name and details, and its owner has been told by email.',
  accountFieldLocked: "Only the person or a platform admin can change this account's details.",
  hostAdminChange: "Only the host admin can change the host admin's role or active flag.",
  // Optimistic concurrency (issue 17): an edit of a record someone else saved meanwhile.
  staleRecord:
    'This record was changed by someone else since you opened it. Reload it to see their changes, then make yours again.',
  // A booking site's ingestion key while the CRM has its company suspended or closed.
  siteCompanyNotActive: (status: string) =>
    `This application's company is ${status.toLowerCase()}, so its booking site's ingestion key is not accepted and nothing was stored. A platform admin can reopen the company.`,
  lastRoleEditor:
    'The company must keep at least one active user whose role can edit roles; this change would leave none.',
} as const;
