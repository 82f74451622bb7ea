import * as z from 'zod';
import { access } from './access';
import { authErrors, c } from './common';
import { THEME_CHOICES, THEME_COLOURS } from './constants';
import { line } from './input';

/** Theme settings (spec section 9): kept per user, copied to localStorage for the first paint. */
export const ThemeSettings = z.object({
  theme: z.enum(THEME_CHOICES),
  floatingNavbar: z.boolean(),
  primaryColour: z.enum(THEME_COLOURS),
});
export type ThemeSettings = z.infer<typeof ThemeSettings>;

/**
 * A first visit follows the operating system; one that states no preference gets light, the
 * spec's default theme.
 */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  theme: 'system',
  floatingNavbar: true,
  primaryColour: 'primary',
};

/** Whether the user finished or skipped the guided tour (kept per user, not per browser). */
export const TourState = z.object({ done: z.boolean() });
export type TourState = z.infer<typeof TourState>;

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
  tour: {
    method: 'GET',
    path: '/api/preferences/tour',
    metadata: access.signedIn(),
    summary: 'Whether the signed-in user finished or skipped the guided tour',
    responses: { 200: TourState, ...authErrors },
  },
  saveTour: {
    method: 'PUT',
    path: '/api/preferences/tour',
    metadata: access.signedIn(),
    summary: 'Records that the signed-in user finished or skipped the tour (or restarted it)',
    body: TourState.strict(),
    responses: { 200: TourState, ...authErrors },
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
