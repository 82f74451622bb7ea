import { expect, it } from 'vitest';
import { INPUT_TEXT } from '#contract/input';
import { MSG } from '#contract/messages';
import { USER_TEXT } from '#contract/users';
import { ADMIN, describeEachDatabase } from './harness';
import { jsonCaller, signedIn } from './signed-in';

const interest = {
  companyName: 'Fuzzy Tours',
  companyType: 'TourOp',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  countryCode: 'GB',
  message: 'Hello',
};

describeEachDatabase('input rules of the contract', (server) => {
  const { admin } = signedIn(server, { admin: ADMIN });
  const call = jsonCaller(server, admin);

  it('answers an id that is not plain digits from 1 to 2^31-1 with 400 and a field error', async () => {
    for (const id of ['+1', '0x10', '1e3', '01', '-0', '0', '1.0', '2147483648', '99999999999']) {
      const res = await call(`/api/companies/1/roles/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toEqual({
        title: MSG.invalidForm,
        errors: { roleId: [INPUT_TEXT.id] },
      });
    }
  });

  it('answers an unknown id that is well formed with 404', async () => {
    const res = await call('/api/companies/1/roles/2147483647');
    expect(res.status).toBe(404);
    const app = await call('/api/applications/2147483647');
    expect(app.status).toBe(404);
  });

  it('refuses ids beyond int4 in bodies and query strings, not coerced', async () => {
    const role = await call('/api/companies/1/roles', 'POST', {
      roleName: 'Overflow',
      roleDescription: '',
      selectedPermissionIds: [2 ** 31],
    });
    expect(role.status).toBe(400);
    expect((await role.json()).errors).toEqual({ 'selectedPermissionIds.0': [INPUT_TEXT.id] });
    const asText = await call('/api/companies/1/roles', 'POST', {
      roleName: 'Text id',
      roleDescription: '',
      selectedPermissionIds: ['1'],
    });
    expect(asText.status).toBe(400);
    const page = await call('/api/companies/1/roles?page=1e3');
    expect(page.status).toBe(400);
    expect(Object.keys((await page.json()).errors)).toEqual(['page']);
  });

  it('refuses a NUL byte or other control character in text, signed in or not', async () => {
    for (const bad of ['Fuzzy\u0000Tours', 'Fuzzy\u001bTours', 'Fuzzy\nTours', 'Fuzzy\u0085']) {
      const res = await server().fetch('/api/companyInterest', {
        method: 'POST',
        body: { ...interest, companyName: bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.json()).toEqual({
        title: MSG.invalidForm,
        errors: { companyName: [INPUT_TEXT.controlCharacters] },
      });
    }
    const search = await call('/api/companies/1/users?search=a%00b');
    expect(search.status).toBe(400);
  });

  it('keeps tabs and line breaks in free text', async () => {
    const res = await server().fetch('/api/companyInterest', {
      method: 'POST',
      body: { ...interest, message: 'Line one\r\nLine two\twith a tab' },
    });
    expect(res.status).toBe(200);
    const nul = await server().fetch('/api/companyInterest', {
      method: 'POST',
      body: { ...interest, message: 'Line one\u0000' },
    });
    expect(nul.status).toBe(400);
  });

  it('bounds numbers to their column: a target amount of 1e308 is a field error', async () => {
    const user = {
      email: 'target@example.com',
      firstName: 'T',
      lastName: 'A',
      roleId: 1,
      targetAmount: 1e308,
    };
    const res = await call('/api/companies/1/users', 'POST', user);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ targetAmount: [USER_TEXT.targetMax] });
    const cents = await call('/api/companies/1/users', 'POST', { ...user, targetAmount: 1.005 });
    expect((await cents.json()).errors).toEqual({ targetAmount: [USER_TEXT.targetStep] });
  });
});
