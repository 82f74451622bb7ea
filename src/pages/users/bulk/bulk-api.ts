import { BULK_TEXT, type BulkInsertUser, type BulkUploadResult } from '#contract/bulk-users';
import type { PendingUser } from '#machines/bulk-import.machine';
import { authBridge } from '../../../api/auth-bridge';
import { api } from '../../../api/client';
import { authFetch, readBody } from '../../../api/fetcher';

const base = (companyId: string) => `/api/companies/${companyId}/users`;

/** Role options for the fill-in screen; the spec's Admin/Editor fallback when the call fails. */
export const FALLBACK_ROLES = [
  { roleId: 1, roleName: 'Admin' },
  { roleId: 2, roleName: 'Editor' },
] as const;

export async function roleOptions(companyId: string) {
  try {
    const res = await api.users.roleOptions({ params: { companyId } });
    if (res.status === 200 && res.body.length > 0) return res.body;
  } catch {
    // Falls through to the fallback.
  }
  return [...FALLBACK_ROLES];
}

/** Saves the template the browser's way: a download of the .xlsx. */
export async function downloadTemplate(companyId: string) {
  const res = await authFetch(authBridge, `${base(companyId)}/excelTemplate`);
  if (!res.ok) throw { status: res.status, body: await readBody(res) };
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'users-template.xlsx';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Answer = { status: number; body: unknown };

/**
 * Uploads with XMLHttpRequest, the one browser API that reports upload progress. It bypasses
 * authFetch, so it refreshes an expired access token itself and sends the file once more.
 */
export async function uploadSpreadsheet(
  companyId: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<BulkUploadResult> {
  const token = authBridge.getAccessToken();
  let answer = await sendSpreadsheet(companyId, file, token, onProgress);
  if (answer.status === 401 && token) {
    const fresh = await authBridge.refresh(token);
    if (fresh) answer = await sendSpreadsheet(companyId, file, fresh, onProgress);
  }
  if (answer.status === 200) return answer.body as BulkUploadResult;
  throw answer;
}

function sendSpreadsheet(
  companyId: string,
  file: Blob,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base(companyId)}/excelUpload`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Plain text stays as it is.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject({ status: 0, body: { title: BULK_TEXT.notSpreadsheet } });
    const form = new FormData();
    form.append('excelFile', file);
    xhr.send(form);
  });
}

export async function bulkInsert(companyId: string, users: BulkInsertUser[]) {
  const res = await api.bulkUsers.bulkInsert({ params: { companyId }, body: { users } });
  if (res.status !== 200) throw res;
  return res.body;
}

/** The fill-in list survives reloads and crashes until it is submitted. */
const storageKey = (companyId: string) => `bulkInsertUsers:${companyId}`;

export const pendingStore = {
  load(companyId: string): PendingUser[] | undefined {
    try {
      const raw = localStorage.getItem(storageKey(companyId));
      const users = raw ? (JSON.parse(raw) as PendingUser[]) : undefined;
      return Array.isArray(users) && users.length > 0 ? users : undefined;
    } catch {
      return undefined;
    }
  },
  save(companyId: string, users: PendingUser[]) {
    if (users.length === 0) localStorage.removeItem(storageKey(companyId));
    else localStorage.setItem(storageKey(companyId), JSON.stringify(users));
  },
  clear(companyId: string) {
    localStorage.removeItem(storageKey(companyId));
  },
};
