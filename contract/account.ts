import * as z from 'zod';
import { access } from './access';
import { authErrors, c, ProblemOrText } from './common';
import { TITLES } from './constants';
import { line } from './input';
import { MSG } from './messages';
import { NewPassword } from './password';
import { imageFile } from './uploads';

export const ACCOUNT_TEXT = {
  settingsSaved: 'Account settings successfully saved',
  passwordChanged: 'Password successfully changed',
  wrongCurrentPassword: 'The current password is incorrect.',
  pictureUploaded: 'Profile picture successfully uploaded',
  pictureRejected: 'The picture must be a JPEG, GIF or PNG image of at most 800 kB.',
  verificationSent: 'A verification link has been sent to your email address.',
  notYourEmail: 'That is not the email address of this account.',
  alreadyConfirmed: 'This email address is already confirmed.',
  emailConfirmed: 'Your email address is confirmed.',
  verificationInvalid: 'This verification link is invalid, already used or expired.',
  mailFailed: 'The email could not be sent. Please try again later.',
} as const;

/** Account general settings (spec section 3). */
export const GeneralSettings = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.number().int(),
  emailConfirmed: z.boolean(),
  profilePictureUrl: z.string().nullable(),
  dateFormat: z.string(),
  dateTimeFormat: z.string(),
});
export type GeneralSettings = z.infer<typeof GeneralSettings>;

const titleIds = TITLES.map((t) => t.id) as [number, ...number[]];
/** Letters of date-fns style patterns and the separators between them, nothing that runs. */
const dateFormat = line()
  .trim()
  .min(1, 'A date format is required')
  .max(30, MSG.maxLength(30))
  .regex(/^[dMyHhmsaEo/\-.:, ]+$/, 'Use date letters (d M y H m s) and separators only');

export const UpdateGeneralSettings = z.strictObject({
  firstName: line().trim().max(50, MSG.maxLength(50)),
  lastName: line().trim().max(50, MSG.maxLength(50)),
  title: z.literal(titleIds, { error: 'Choose a title' }),
  dateFormat,
  dateTimeFormat: dateFormat,
});
export type UpdateGeneralSettings = z.infer<typeof UpdateGeneralSettings>;

export const ChangePasswordBody = z.strictObject({
  currentPassword: line().min(1, 'The current password is required'),
  newPassword: NewPassword,
  /** This device's refresh token, kept alive while every other session ends. */
  refreshToken: line().max(200).optional(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

const Message = z.object({ message: z.string() });

export const accountContract = c.router({
  generalSettings: {
    method: 'GET',
    path: '/api/accounts/generalSettings',
    metadata: access.signedIn(),
    summary: "The signed-in user's account settings",
    responses: { 200: GeneralSettings, ...authErrors },
  },
  updateGeneralSettings: {
    method: 'PUT',
    path: '/api/accounts/generalSettings',
    metadata: access.signedIn(),
    summary: 'Update names, title and date formats',
    body: UpdateGeneralSettings,
    responses: { 200: GeneralSettings, ...authErrors },
  },
  changePassword: {
    method: 'POST',
    path: '/api/accounts/generalSettings/password',
    metadata: access.signedIn(),
    summary: 'Change the password with the current one; other sessions are signed out',
    body: ChangePasswordBody,
    responses: { 200: Message, ...authErrors },
  },
  uploadProfilePicture: {
    method: 'POST',
    path: '/api/accounts/generalSettings/profilePicture',
    metadata: { ...access.signedIn(), upload: imageFile('profilePic') },
    summary: 'Upload a profile picture (multipart, one JPEG/GIF/PNG file, at most 800 kB)',
    contentType: 'multipart/form-data',
    body: c.type<{ profilePic: File }>(),
    responses: { 200: z.object({ profilePictureUrl: z.string() }), ...authErrors },
  },
  sendEmailVerification: {
    method: 'POST',
    path: '/api/accounts/generalSettings/emailVerification/:email',
    metadata: access.signedIn(),
    summary: "Email a link that confirms the account's address (the path names that address)",
    // A path segment is at most 100 characters (longer is 414), percent-encoding included.
    pathParams: z.object({ email: line().max(100) }),
    body: c.noBody(),
    responses: { 200: Message, 502: ProblemOrText, ...authErrors },
  },
  confirmEmail: {
    method: 'POST',
    path: '/api/auth/emailVerification/:token',
    metadata: access.public(),
    summary: 'Confirm an email address with the link sent to it',
    pathParams: z.object({ token: line().min(1).max(100) }),
    body: c.noBody(),
    responses: { 200: Message, 400: ProblemOrText, 503: authErrors[503] },
  },
});
