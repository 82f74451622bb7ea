import { sql } from 'drizzle-orm';
import { ERASED_NAME } from '#contract/customers';
import type { Tx } from '#server/db/tx';
import type { CustomerAt } from './store';

/**
 * Staff's starred pages are titled with the page's heading when starred: the customer's name on
 * their page, a hotlist's name on its own. In the erase's transaction a star on the customer's
 * pages keeps its place with a neutral title, one on an order of theirs takes the order's
 * reference, and one on a hotlist goes with the hotlist.
 */
export async function eraseStars(tx: Tx, at: CustomerAt) {
  const customerPages = `/applications/${at.applicationId}/customers/${at.customerId}/`;
  await tx.execute(sql`
    delete from starred_pages
     where company_id = ${at.companyId} and path like ${`${customerPages}hotlists/%`}`);
  await tx.execute(sql`
    update starred_pages set title = ${ERASED_NAME}
     where company_id = ${at.companyId} and path like ${`${customerPages}%`}`);
  await tx.execute(sql`
    update starred_pages s set title = o.reference
      from orders o
     where o.application_id = ${at.applicationId} and o.customer_id = ${at.customerId}
       and s.company_id = ${at.companyId}
       and s.path like ${`/applications/${at.applicationId}/ordermanager/`} || o.id || '/%'`);
}
