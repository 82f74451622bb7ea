import { expect, it } from 'vitest';
import { COMPANY_TEXT, type CompanySettings, type Permission } from '#contract/companies';
import { MAX_UPLOAD_BYTES } from '#contract/constants';
import { MSG } from '#contract/messages';
import { PERMISSION_NAMES } from '#contract/permissions';
import { TIME_ZONE_TEXT } from '#contract/time-zones';
import { ADMIN, describeEachDatabase, EDITOR } from './harness';
import { GIF_1x1, PNG_1x1, pictureForm } from './images';
import { signedIn } from './signed-in';
import { companyVersion } from './versions.fixtures';

const demo: CompanySettings = {
  companyName: 'Demo Travel',
  companyType: 'Demo',
  logoUrl: null,
  address1: '',
  address2: '',
  city: '',
  state: '',
  countryCode: '',
  requireUsersTo2FA: false,
  timeZone: 'UTC',
};

describeEachDatabase('company settings, logo and the permission catalogue', (server) => {
  const { admin, editor } = signedIn(server, { admin: ADMIN, editor: EDITOR });
  // As the page does: the form over the version just read (a body may name another).
  const save = async (body: Record<string, unknown>, headers = admin) =>
    server().fetch('/api/companies/1/settings', {
      method: 'POST',
      headers,
      body: { version: await companyVersion(server(), 1), ...body },
    });
  const uploadLogo = (form: FormData, headers = admin) =>
    server().fetch('/api/companies/settings/logo', { method: 'POST', headers, body: form });

  it('lists every permission of the spec once, by category then name, each described', async () => {
    const res = await server().fetch('/api/companies/permissions', { headers: editor });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Permission[];
    expect(list.map((p) => p.name).sort()).toEqual([...PERMISSION_NAMES].sort());
    for (const p of list) {
      expect(p.category && p.function && p.description).toBeTruthy();
    }
    const keys = list.map((p) => `${p.category}\u0000${p.name}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('shows the demo company settings to a reader', async () => {
    const res = await server().fetch('/api/companies/1/settings', { headers: editor });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...demo, version: expect.any(Number) });
  });

  it('saves every field and gives them back', async () => {
    const changed: CompanySettings = {
      ...demo,
      companyName: 'Demo Travel Ltd',
      companyType: 'TourOp',
      address1: '1 Harbour Road',
      address2: 'Unit 4',
      city: 'Cork',
      state: 'Munster',
      countryCode: 'IE',
      timeZone: 'Europe/Dublin',
    };
    expect((await save(changed)).status).toBe(200);
    const res = await server().fetch('/api/companies/1/settings', { headers: admin });
    expect(await res.json()).toEqual({ ...changed, version: expect.any(Number) });
    expect((await save(demo)).status).toBe(200);
  });

  it('stores the two-factor requirement for the next sign-ins', async () => {
    const on = await save({ ...demo, requireUsersTo2FA: true });
    expect(await on.json()).toMatchObject({ requireUsersTo2FA: true });
    const off = await save(demo);
    expect(await off.json()).toMatchObject({ requireUsersTo2FA: false });
  });

  it.each([
    ['companyName', '', COMPANY_TEXT.nameRequired],
    ['companyName', 'x'.repeat(101), MSG.maxLength(100)],
    ['address1', 'x'.repeat(251), MSG.maxLength(250)],
    ['address2', 'x'.repeat(251), MSG.maxLength(250)],
    ['city', 'x'.repeat(51), MSG.maxLength(50)],
    ['state', 'x'.repeat(51), MSG.maxLength(50)],
  ])('refuses %s = %j with its message', async (field, value, message) => {
    const res = await save({ ...demo, [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.invalidForm, errors: { [field]: [message] } });
  });

  it('shows every time of the company in its time zone: the active user carries it', async () => {
    expect((await save({ ...demo, timeZone: 'Asia/Tokyo' })).status).toBe(200);
    const res = await server().fetch('/api/auth/activeUser', { headers: editor });
    expect(await res.json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
    expect((await save(demo)).status).toBe(200);
  });

  it('offers and takes zones by their current names, and refuses one outside the list', async () => {
    const saved = await save({ ...demo, timeZone: 'Asia/Kolkata' });
    expect(await saved.json()).toMatchObject({ timeZone: 'Asia/Kolkata' });
    expect((await save(demo)).status).toBe(200);
    // ICU's old spelling of the same zone is not on the list a form offers.
    for (const timeZone of ['Mars/Olympus', 'utc', '', 'Asia/Calcutta']) {
      const res = await save({ ...demo, timeZone });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        title: MSG.invalidForm,
        errors: { timeZone: [TIME_ZONE_TEXT.unknown] },
      });
    }
  });

  it('refuses a type or country outside the lists, and a logo from elsewhere', async () => {
    for (const wrong of [
      { companyType: 'Pirate' },
      { countryCode: 'XX' },
      { logoUrl: 'https://evil.test/x.png' },
      { logoUrl: `/api/files/${'0'.repeat(64)}` },
    ]) {
      const res = await save({ ...demo, ...wrong });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(Object.keys(body.errors)).toEqual(Object.keys(wrong));
    }
  });

  it('does not let a reader save', async () => {
    expect((await save(demo, editor)).status).toBe(403);
    expect(
      (await uploadLogo(pictureForm(PNG_1x1, 'a.png', 'image/png', 'logoFile'), editor)).status,
    ).toBe(403);
  });

  it('uploads a logo, serves it by content hash with long caching and shows it at once', async () => {
    const res = await uploadLogo(pictureForm(GIF_1x1, 'logo.gif', 'image/gif', 'logoFile'));
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    const image = await server().fetch(logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(GIF_1x1);
    const settings = await server().fetch('/api/companies/1/settings', { headers: admin });
    expect(await settings.json()).toMatchObject({ logoUrl });
    // The saved form keeps it; an uploaded file is a valid logoUrl.
    expect((await save({ ...demo, logoUrl })).status).toBe(200);
    expect((await save(demo)).status).toBe(200);
  });

  it('refuses a renamed program and a file over 800 kB, by content and size', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const renamed = await uploadLogo(pictureForm(exe, 'logo.png', 'image/png', 'logoFile'));
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toEqual({ title: COMPANY_TEXT.logoInvalid });
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooBig = await uploadLogo(pictureForm(big, 'big.png', 'image/png', 'logoFile'));
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({ title: COMPANY_TEXT.logoInvalid });
  });
});
