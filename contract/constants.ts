/** Business constants and limits of console-spec.md section 9. */
export const PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;
export const APP_PAGE_BUTTONS = 10;
export const MAX_UPLOAD_BYTES = 800 * 1024;
export const WIDGET_TITLE_MAX = 100;
export const NEW_WIDGET_ORDER = 99;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const IDLE_TIMEOUT_MS = 1_200_000;
export const MAX_REFRESH_ATTEMPTS = 5;
export const NOTIFICATION_MS = 6000;
export const LOGIN_HISTORY_DAYS = 60;
export const STARRED_PINNED = 10;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';
export const DEFAULT_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export type ThemeName = (typeof THEMES)[number];
/** What a user may choose: a theme, or System, which follows the operating system's light or dark. */
export const THEME_CHOICES = ['system', ...THEMES] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const THEME_COLOURS = ['primary', 'success', 'danger', 'warning', 'dark'] as const;

export const DATE_RANGES = [
  { id: 'DATE-1D', label: 'Last 24 hours' },
  { id: 'DATE-2D', label: 'Last 2 days' },
  { id: 'DATE-7D', label: 'Last 7 days' },
  { id: 'DATE-14D', label: 'Last 14 days' },
  { id: 'DATE-1M', label: 'Last month' },
  { id: 'DATE-2M', label: 'Last 2 months' },
  { id: 'DATE-3M', label: 'Last 3 months' },
] as const;
export const WIDGET_WIDTHS = ['lg:w-1/2', 'lg:w-1/4', 'lg:w-1/3', 'lg:w-2/3', 'w-full'] as const;
export const LAT_LON_ACCURACY = [
  { id: 1, label: 'Low' },
  { id: 2, label: 'Standard' },
  { id: 3, label: 'High' },
] as const;
export const SEARCH_TYPES = [
  { id: 1, label: 'Accomodation' },
  { id: 2, label: 'Ticket/Attraction' },
  { id: 3, label: 'Car Rental' },
  { id: 4, label: 'Taxi/Transfer' },
  { id: 5, label: 'Flights' },
] as const;
export const PHONE_TYPES = [
  { id: 1, label: 'Generic' },
  { id: 2, label: 'Mobile' },
  { id: 3, label: 'Home' },
  { id: 4, label: 'Office' },
] as const;
export const TITLES = [
  { id: 0, label: 'Unspecified' },
  { id: 1, label: 'Mr.' },
  { id: 2, label: 'Miss.' },
  { id: 3, label: 'Mrs.' },
  { id: 4, label: 'Ms.' },
  { id: 5, label: 'Master' },
  { id: 6, label: 'Dr.' },
] as const;
export const LANGUAGES = [
  'english',
  'spanish',
  'french',
  'russian',
  'german',
  'arabic',
  'sanskrit',
] as const;
export const COUNTRIES = [
  'CA',
  'FR',
  'DE',
  'IE',
  'IT',
  'MT',
  'PT',
  'SC',
  'ES',
  'UG',
  'GB',
  'US',
] as const;
export const COMPANY_TYPES = [
  'Demo',
  'TravelAgent',
  'TourOp',
  'Reseller',
  'Loyalty',
  'Content',
  'Social',
  'Other',
] as const;
export const CURRENCIES = ['AUD', 'CAD', 'EUR', 'GBP', 'USD'] as const;
export const APP_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const NATIONALITIES = ['GB', 'US', 'CA'] as const;
export const BULK_FALLBACK_ROLES = [
  { roleId: 1, roleName: 'Admin' },
  { roleId: 2, roleName: 'Editor' },
] as const;
/** How long the audit trail keeps a change (issue 17): older rows are purged hourly. */
export const AUDIT_RETENTION_DAYS = 400;
