import * as z from 'zod';
import { access } from './access';
import { authErrors, c } from './common';
import { THEME_COLOURS, THEMES } from './constants';
import { line } from './input';

/** Theme settings (spec section 9): kept per user, copied to localStorage for the first paint. */
export const ThemeSettings = z.object({
  theme: z.enum(THEMES),
  floatingNavbar: z.boolean(),
  primaryColour: z.enum(THEME_COLOURS),
});
export type ThemeSettings = z.infer<typeof ThemeSettings>;

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  theme: 'light',
  floatingNavbar: true,
  primaryColour: 'primary',
};

/** A starred page of the active company; `permission` is the route table's (comma list). */
export const StarredPage = z.object({
  path: line()
    .min(1)
    .max(300)
    .regex(/^\/(?!\/)[^\s]*$/, 'A path inside the console'),
  title: line().trim().min(1).max(100),
  permission: line().max(200).nullable(),
});
export type StarredPage = z.infer<typeof StarredPage>;

export const preferencesContract = c.router({
  theme: {
    method: 'GET',
    path: '/api/preferences/theme',
    metadata: access.signedIn(),
    summary: "The signed-in user's theme settings (defaults when never saved)",
    responses: { 200: ThemeSettings, ...authErrors },
  },
  saveTheme: {
    method: 'PUT',
    path: '/api/preferences/theme',
    metadata: access.signedIn(),
    summary: "Saves the signed-in user's theme settings",
    body: ThemeSettings.strict(),
    responses: { 200: ThemeSettings, ...authErrors },
  },
  starred: {
    method: 'GET',
    path: '/api/preferences/starred',
    metadata: access.signedIn(),
    summary:
      'Starred pages in the active company, oldest first, only those the user may still open',
    responses: { 200: z.array(StarredPage), ...authErrors },
  },
  star: {
    method: 'PUT',
    path: '/api/preferences/starred',
    metadata: access.signedIn(),
    summary: 'Stars a page (starring it again changes nothing)',
    body: StarredPage.strict(),
    responses: { 200: z.array(StarredPage), ...authErrors },
  },
  unstar: {
    method: 'DELETE',
    path: '/api/preferences/starred',
    metadata: access.signedIn(),
    summary: 'Unstars a page',
    query: z.object({ path: line().min(1).max(300) }),
    body: c.noBody(),
    responses: { 200: z.array(StarredPage), ...authErrors },
  },
});
