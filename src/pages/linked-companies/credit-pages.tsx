/** A linked company's credit pages: one module, one chunk. */
export { CreditAccountPage } from './CreditAccountPage';
export { CreditAddPage } from './CreditAddPage';
export { CreditListPage } from './CreditListPage';
export { CreditUsagePage } from './CreditUsagePage';
