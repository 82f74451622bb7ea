import { expect, it } from 'vitest';
import { MSG } from '#contract/messages';
import { describeEachDatabase } from './harness';

const post = (body: BodyInit, contentType: string) => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body,
});

describeEachDatabase('bad request bodies', (server) => {
  it('answers a malformed JSON body with 400 and a clear message', async () => {
    const res = await server().fetch('/api/auth/token', post('{"username": ', 'application/json'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.malformedJson });
  });

  it('treats an empty JSON body as malformed', async () => {
    const res = await server().fetch('/api/auth/token', post('', 'application/json'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.malformedJson });
  });

  it('refuses prototype pollution as malformed JSON', async () => {
    const body = '{"username":"a@b.c","password":"x","__proto__":{"admin":true}}';
    const res = await server().fetch('/api/auth/token', post(body, 'application/json'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.malformedJson });
  });

  it('answers an oversized body with 413 and a clear message', async () => {
    const huge = JSON.stringify({ username: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    const res = await server().fetch('/api/auth/token', post(huge, 'application/json'));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ title: MSG.bodyTooLarge });
  });

  it('answers an unsupported content type with 400 and a clear message', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await server().fetch('/api/auth/token', post('username=a', type));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: MSG.unsupportedContentType });
    }
  });

  it('maps validation failures to the invalid-form message with messages per field', async () => {
    const res = await server().fetch('/api/auth/token', {
      method: 'POST',
      body: { username: 'not-an-email', password: '' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: MSG.invalidForm,
      errors: {
        username: ['Enter a valid email address'],
        password: ['Password is required'],
      },
    });
  });

  it('reports missing fields and a body that is not an object', async () => {
    const missing = await server().fetch('/api/auth/token', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.title).toBe(MSG.invalidForm);
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);

    const array = await server().fetch('/api/auth/token', post('[1,2]', 'application/json'));
    expect(array.status).toBe(400);
    expect((await array.json()).errors).toHaveProperty('body');
  });

  it('answers a method a known path does not take with 405 and the methods it does take', async () => {
    const token = await server().fetch('/api/auth/token', { method: 'GET' });
    expect(token.status).toBe(405);
    expect(token.headers.get('allow')).toBe('POST');
    expect(await token.json()).toEqual({ title: MSG.methodNotAllowed });

    const roles = await server().fetch('/api/companies/1/roles', { method: 'DELETE' });
    expect(roles.status).toBe(405);
    expect(roles.headers.get('allow')).toBe('GET, HEAD, POST');

    const unknown = await server().fetch('/api/no-such-thing', { method: 'DELETE' });
    expect(unknown.status).toBe(404);
  });

  it('reads a fixed segment as its own path, never as the id of a wider route', async () => {
    // DELETE /users/:userId must not take "roleoptions" for a user id (answering 401 or 400).
    const options = await server().fetch('/api/companies/1/users/roleoptions', {
      method: 'DELETE',
    });
    expect(options.status).toBe(405);
    expect(options.headers.get('allow')).toBe('GET, HEAD');

    const google = await server().fetch('/api/accounts/socialIdentities/google', {
      method: 'GET',
    });
    expect(google.status).toBe(405);
    expect(google.headers.get('allow')).toBe('POST');

    const data = await server().fetch('/api/companies/1/widgets/1/data', { method: 'PUT' });
    expect(data.status).toBe(405);
    expect(data.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a path segment longer than 100 characters with 414 and a short message', async () => {
    const res = await server().fetch(`/api/companies/1/roles/${'9'.repeat(101)}`, {
      method: 'PUT',
      body: {},
    });
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ title: MSG.addressTooLong });
  });

  it('answers a path with a broken percent-encoding with 400 and a short message', async () => {
    const res = await server().fetch('/api/companies/1/roles/%E0%A4%A', {
      method: 'PUT',
      body: {},
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: MSG.addressInvalid });
  });
});
