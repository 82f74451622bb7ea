import { describe, expect, it } from 'vitest';
import { uploadOf } from '#contract/uploads';
import { openApiDocument } from '#server/openapi/document';
import { OPERATIONS } from '../server/fuzz/operations';

const multipart = OPERATIONS.filter(
  ({ route }) => 'contentType' in route && route.contentType === 'multipart/form-data',
);

describe('uploads', () => {
  it('each declare the file they take in their own metadata, and only uploads do', () => {
    expect(multipart.length).toBeGreaterThanOrEqual(10);
    expect(multipart.filter(({ route }) => !uploadOf(route)).map((o) => o.name)).toEqual([]);
    const declared = OPERATIONS.filter(({ route }) => uploadOf(route)).map((o) => o.name);
    expect(declared.sort()).toEqual(multipart.map((o) => o.name).sort());
  });

  it('are multipart forms with their one file field in the OpenAPI document', () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const property = doc.paths['/api/applications/{applicationId}/propertyContent/images']?.post;
    expect(property?.requestBody?.content['multipart/form-data']).toMatchObject({
      schema: { required: ['propertyImage'] },
    });
    const texts = doc.paths['/api/applications/{applicationId}/translations/import']?.post;
    expect(texts?.requestBody?.content['multipart/form-data']).toMatchObject({
      schema: { required: ['file'] },
    });
  });
});
