import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness';

describeEachDatabase('API reference', (server) => {
  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await server().fetch('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/ready',
        '/api/auth/token',
        '/api/auth/activeUser',
      ]),
    );
    const body = doc.paths['/api/auth/token'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['username', 'password']);
    expect(doc.paths['/api/auth/activeUser'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/token'].post.security).toBeUndefined();
  });

  it('renders a reference page from files shipped with the server', async () => {
    const page = await server().fetch('/api/docs/');
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(text).toContain('swagger-ui');
    expect(text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[^"']*\.(js|css)/);
    const script = await server().fetch('/api/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(1000);
  });
});
