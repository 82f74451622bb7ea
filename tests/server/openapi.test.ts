import { expect, it } from 'vitest';
import { MAX_INT4 } from '#contract/input';
import { describeEachDatabase } from './harness';

type Operation = {
  parameters?: Array<{ name: string; in: string; schema: Record<string, unknown> }>;
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema: Record<string, unknown> }>;
  };
  responses: Record<string, unknown>;
  tags?: string[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Every `pattern` anywhere in a JSON Schema. */
function patternsIn(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [value] : patternsIn(value),
  );
}

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

  it('marks request bodies required and describes uploads as multipart forms', async () => {
    const doc = (await (await server().fetch('/api/openapi.json')).json()) as Document;
    expect(doc.paths['/api/auth/token']?.post?.requestBody?.required).toBe(true);
    expect(doc.paths['/api/companyInterest']?.post?.requestBody?.required).toBe(true);
    const logo = doc.paths['/api/companies/settings/logo']?.post?.requestBody;
    expect(logo?.required).toBe(true);
    expect(logo?.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      required: ['logoFile'],
      properties: { logoFile: { type: 'string', format: 'binary' } },
    });
    const excel = doc.paths['/api/companies/{companyId}/users/excelUpload']?.post?.requestBody;
    expect(excel?.content['multipart/form-data']?.schema.required).toEqual(['excelFile']);
  });

  it('gives every path id its int4 bounds and every text its control-character rule', async () => {
    const doc = (await (await server().fetch('/api/openapi.json')).json()) as Document;
    const ids = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((op) => op.parameters ?? [])
      .filter((p) => p.in === 'path' && /Id$|^id$/.test(p.name));
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) {
      expect(id.schema).toMatchObject({ type: 'integer', maximum: MAX_INT4 });
      expect(id.schema.minimum).toBeGreaterThanOrEqual(0);
    }
    const login = doc.paths['/api/auth/token']?.post?.requestBody?.content['application/json'];
    const patterns = patternsIn(login?.schema).map((p) => new RegExp(p));
    expect(patterns.some((p) => p.test('a@b.co') && !p.test('a@b.co\u0000'))).toBe(true);
  });

  it('files every operation under its area, one tag each', async () => {
    const doc = (await (await server().fetch('/api/openapi.json')).json()) as Document;
    const tags = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.tags ?? []),
    );
    expect(tags.filter((t) => t.length !== 1)).toEqual([]);
    expect(doc.paths['/api/companies/{companyId}/roles']?.get?.tags).toEqual(['roles']);
    expect(doc.paths['/api/applications/{applicationId}/dashboards']?.get?.tags).toEqual([
      'applicationDashboards',
    ]);
  });

  it('declares the answers every operation can give', async () => {
    const doc = (await (await server().fetch('/api/openapi.json')).json()) as Document;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const statuses = Object.keys(op.responses);
        expect(statuses, `${method} ${path}`).toContain('503');
        if (method !== 'get') expect(statuses, `${method} ${path}`).toContain('413');
        if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('404');
        if (method !== 'get' || path.includes('{')) {
          expect(statuses, `${method} ${path}`).toContain('400');
        }
      }
    }
    expect(Object.keys(doc.paths['/api/auth/token']?.post?.responses ?? {})).toContain('429');
  });
});
