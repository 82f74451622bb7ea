import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '#contract/account';
import { MAX_UPLOAD_BYTES } from '#contract/constants';
import { SETTINGS, signedInUser, uploadPicture as upload } from './account-users';
import { describeEachDatabase } from './harness';
import { GIF_1x1, JPEG_START, PNG_1x1, pictureForm } from './images';

describeEachDatabase('profile picture upload and /api/files', (server) => {
  it('stores a PNG profile picture and serves it by hash with a long cache', async () => {
    const me = await signedInUser(server());
    // Named like a text file: the content decides.
    const res = await upload(
      server(),
      me.accessToken,
      pictureForm(PNG_1x1, 'me.txt', 'text/plain'),
    );
    expect(res.status).toBe(200);
    const { profilePictureUrl } = await res.json();
    const sha = createHash('sha256').update(PNG_1x1).digest('hex');
    expect(profilePictureUrl).toBe(`/api/files/${sha}`);

    const settings = await (await server().fetch(SETTINGS, { headers: me.headers })).json();
    expect(settings.profilePictureUrl).toBe(profilePictureUrl);

    const file = await server().fetch(profilePictureUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('accepts GIF and JPEG content under any field name', async () => {
    const me = await signedInUser(server());
    const gif = await upload(
      server(),
      me.accessToken,
      pictureForm(GIF_1x1, 'a.png', 'image/png', 'file'),
    );
    expect(gif.status).toBe(200);
    const served = await server().fetch((await gif.json()).profilePictureUrl);
    expect(served.headers.get('content-type')).toBe('image/gif');
    const jpeg = await upload(
      server(),
      me.accessToken,
      pictureForm(JPEG_START, 'a.jpg', 'image/jpeg'),
    );
    expect(jpeg.status).toBe(200);
  });

  it('refuses a non-image named .png, a file over 800 kB and a request without a file', async () => {
    const me = await signedInUser(server());
    const refused = { title: ACCOUNT_TEXT.pictureRejected };
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const text = await upload(server(), me.accessToken, pictureForm(fake, 'a.png', 'image/png'));
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual(refused);

    const big = Buffer.concat([PNG_1x1, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const large = await upload(server(), me.accessToken, pictureForm(big, 'a.png', 'image/png'));
    expect(large.status).toBe(400);
    expect(await large.json()).toEqual(refused);

    const empty = new FormData();
    empty.append('note', 'no file here');
    const none = await upload(server(), me.accessToken, empty);
    expect(none.status).toBe(400);

    const json = await server().fetch(`${SETTINGS}/profilePicture`, {
      method: 'POST',
      headers: me.headers,
      body: { profilePic: 'x' },
    });
    expect(json.status).toBe(400);

    const settings = await (await server().fetch(SETTINGS, { headers: me.headers })).json();
    expect(settings.profilePictureUrl).toBeNull();
  });

  it('accepts a picture of exactly 800 kB', async () => {
    const me = await signedInUser(server());
    const exact = Buffer.concat([PNG_1x1, Buffer.alloc(MAX_UPLOAD_BYTES - PNG_1x1.length)]);
    const res = await upload(server(), me.accessToken, pictureForm(exact, 'a.png', 'image/png'));
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown or malformed file name', async () => {
    expect((await server().fetch(`/api/files/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await server().fetch('/api/files/..%2Fetc')).status).toBe(404);
  });
});
