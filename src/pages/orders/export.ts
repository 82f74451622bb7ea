import type { OrderExportQuery } from '#contract/orders';
import { authBridge } from '../../api/auth-bridge';
import { authFetch, readBody } from '../../api/fetcher';

/**
 * Downloads My orders as filtered (an .xlsx) through the shared transport, so the token,
 * its refresh and the retry work as for every other call.
 */
export async function downloadOrders(applicationId: string, query: OrderExportQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  const path = `/api/applications/${applicationId}/ordermanager/myorders.xlsx?${params}`;
  const res = await authFetch(authBridge, path);
  if (!res.ok) throw { status: res.status, body: await readBody(res) };
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-orders.xlsx';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
