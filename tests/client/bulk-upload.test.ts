import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindAuth } from '../../src/api/auth-bridge';
import { uploadSpreadsheet } from '../../src/pages/users/bulk/bulk-api';

/** A stand-in XMLHttpRequest whose server knows only the token "fresh". */
class FakeXhr {
  static sent: string[] = [];
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private authorization = '';
  open() {}
  setRequestHeader(_name: string, value: string) {
    this.authorization = value;
  }
  send() {
    FakeXhr.sent.push(this.authorization);
    const fresh = this.authorization === 'Bearer fresh';
    this.status = fresh ? 200 : 401;
    this.responseText = JSON.stringify(
      fresh
        ? { successfulInserts: 1, missingRoles: 0, usersWithMissingRoles: [], rejectedRows: [] }
        : { title: 'expired' },
    );
    queueMicrotask(() => this.onload?.());
  }
}

describe('uploading a spreadsheet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  it('refreshes an expired access token and sends the file again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refresh = vi.fn(async () => 'fresh');
    bindAuth({ getAccessToken: () => 'expired', refresh, succeeded: () => {} });
    const result = await uploadSpreadsheet('1', new Blob(['x']), () => {});
    expect(result.successfulInserts).toBe(1);
    expect(refresh).toHaveBeenCalledWith('expired');
    expect(FakeXhr.sent).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('gives up with the 401 when the session cannot be refreshed', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    bindAuth({ getAccessToken: () => 'expired', refresh: async () => null, succeeded: () => {} });
    await expect(uploadSpreadsheet('1', new Blob(['x']), () => {})).rejects.toMatchObject({
      status: 401,
    });
  });
});
