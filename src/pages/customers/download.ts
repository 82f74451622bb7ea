import { authBridge } from '../../api/auth-bridge';
import { authFetch, readBody } from '../../api/fetcher';

/**
 * Saves a file the API answers, the browser's way (a download), through the shared transport:
 * the bearer token, one refresh on a 401 and the same failure shape as every other call.
 */
export async function downloadFile(url: string, filename: string) {
  const res = await authFetch(authBridge, url);
  if (!res.ok) throw { status: res.status, body: await readBody(res) };
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
