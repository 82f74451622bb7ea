import { accessTable, auditedRecords } from '../area';
import { accommodationOverridesArea } from './accommodation-overrides';
import { adminCrmArea } from './admin-crm';
import { appExchangeRatesArea } from './app-exchange-rates';
import { applicationsArea } from './applications';
import { auditArea } from './audit';
import { companiesArea } from './companies';
import { currencyExchangeArea } from './currency-exchange';
import { customersArea } from './customers';
import { dashboardsArea } from './dashboards';
import { depositsArea } from './deposits';
import { enquiriesArea } from './enquiries';
import { extrasArea } from './extras';
import { giftVouchersArea } from './gift-vouchers';
import { integrationsArea } from './integrations';
import { linkedCompaniesArea } from './linked-companies';
import { locationNormalisationArea } from './location-normalisation';
import { locationsArea } from './locations';
import { membershipLevelsArea } from './membership-levels';
import { ordersArea } from './orders';
import { pricingRulesArea } from './pricing-rules';
import { promoCodesArea } from './promo-codes';
import { propertyContentArea } from './property-content';
import { quotesArea } from './quotes';
import { rewardsArea } from './rewards';
import { rolesArea } from './roles';
import { rssLinkBuilderArea } from './rss-link-builder';
import { spreadsheetExportsArea } from './spreadsheet-exports';
import { supplierHealthArea } from './supplier-health';
import { suppliersArea } from './suppliers';
import { toolsArea } from './tools';
import { translationsArea } from './translations';
import { usersArea } from './users';

/**
 * Every area of the console, in navigation order: the one list an area is added to. Every
 * registry is derived from it; `npm run areas` writes the lists that must be static imports
 * (contract/area-routers.ts, server/areas.ts, src/areas.ts), and `npm run lint` fails when one
 * is stale.
 */
export const AREAS = [
  companiesArea,
  rolesArea,
  usersArea,
  applicationsArea,
  auditArea,
  dashboardsArea,
  ordersArea,
  customersArea,
  enquiriesArea,
  linkedCompaniesArea,
  adminCrmArea,
  suppliersArea,
  // Before the pricing rules: their destinations are normalised names.
  locationNormalisationArea,
  pricingRulesArea,
  depositsArea,
  // After the pricing rules: its demo quote is priced by their demo rules.
  quotesArea,
  promoCodesArea,
  integrationsArea,
  // After the integrations: the health-check page reports on them.
  supplierHealthArea,
  currencyExchangeArea,
  toolsArea,
  translationsArea,
  membershipLevelsArea,
  extrasArea,
  giftVouchersArea,
  rewardsArea,
  locationsArea,
  spreadsheetExportsArea,
  propertyContentArea,
  rssLinkBuilderArea,
  accommodationOverridesArea,
  appExchangeRatesArea,
] as const;

export type AreaName = (typeof AREAS)[number]['name'];

/** Every audited kind of record, by audit area name. */
export const AUDITED = auditedRecords(AREAS);

type Audited = typeof AUDITED;
type PlatformOnly = { readonly history: { readonly scope: 'platformAdmin' } };

/**
 * Each company record kind's History rule, keyed like the auditHistory contract router; a
 * platform kind's History is the platform admin's (contract/audit-platform.ts).
 */
export const historyAccess = Object.fromEntries(
  Object.entries(AUDITED)
    .filter(([, record]) => record.history.scope !== 'platformAdmin')
    .map(([name, record]) => [name, record.history]),
) as {
  [Name in keyof Audited as Audited[Name] extends PlatformOnly
    ? never
    : Name]: Audited[Name]['history'];
};

export const areaTable = accessTable(AREAS);
