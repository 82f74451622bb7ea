import { afterEach, describe, expect, it } from 'vitest';
import { bindAuth } from '../../src/api/auth-bridge';
import { uploadSpreadsheet } from '../../src/pages/users/bulk/bulk-api';

type Answer = { status: number; body: string };

/** A stand-in for the browser's XMLHttpRequest that answers from a script and records calls. */
function fakeXhr(answers: Answer[], sent: { url: string; authorization: string | null }[]) {
  return class FakeXhr {
    upload: {
      onprogress:
        | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)
        | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private url = '';
    private headers = new Map<string, string>();
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    send() {
      sent.push({ url: this.url, authorization: this.headers.get('authorization') ?? null });
      const answer = answers.shift() ?? { status: 500, body: '{}' };
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = answer.status;
      this.responseText = answer.body;
      queueMicrotask(() => this.onload?.());
    }
  };
}

const result = { successfulInserts: 1, missingRoles: 0, rejectedRows: [], pending: [] };
const original = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

describe('uploading a spreadsheet', () => {
  it('refreshes an expired session and sends the file again, like every other call', async () => {
    const sent: { url: string; authorization: string | null }[] = [];
    globalThis.XMLHttpRequest = fakeXhr(
      [
        { status: 401, body: JSON.stringify({ title: 'You are not signed in.' }) },
        { status: 200, body: JSON.stringify(result) },
      ],
      sent,
    ) as unknown as typeof XMLHttpRequest;
    const refreshedWith: string[] = [];
    bindAuth({
      getAccessToken: () => 'old-token',
      refresh: async (used) => {
        refreshedWith.push(used);
        return 'new-token';
      },
      succeeded: () => {},
    });
    const progress: number[] = [];
    const answer = await uploadSpreadsheet('1', new Blob(['x']), (f) => progress.push(f));
    expect(answer).toEqual(result);
    expect(refreshedWith).toEqual(['old-token']);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(sent[0]?.url).toBe('/api/companies/1/users/excelUpload');
    expect(progress.length).toBeGreaterThan(0);
  });

  it("gives the server's refusal to the page when the session cannot be refreshed", async () => {
    const sent: { url: string; authorization: string | null }[] = [];
    const refusal = { title: 'You are not signed in.' };
    globalThis.XMLHttpRequest = fakeXhr(
      [{ status: 401, body: JSON.stringify(refusal) }],
      sent,
    ) as unknown as typeof XMLHttpRequest;
    bindAuth({ getAccessToken: () => 'old', refresh: async () => null, succeeded: () => {} });
    await expect(uploadSpreadsheet('1', new Blob(['x']), () => {})).rejects.toEqual({
      status: 401,
      body: refusal,
    });
    expect(sent).toHaveLength(1);
  });
});
