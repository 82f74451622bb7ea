import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { SearchEvent } from '#contract/events';
import { IngestCustomer } from '#contract/ingest-customer';
import { IngestOrder } from '#contract/ingest-order';
import { openApiDocument } from '#server/openapi/document';
import { OPERATIONS } from '../server/fuzz/operations';
import { openObjects } from './open-objects';

describe('request bodies', () => {
  it('take no field they do not name, at any depth', () => {
    const open = OPERATIONS.flatMap(({ name, route }) =>
      'body' in route && route.body instanceof z.ZodType
        ? openObjects(route.body).map((path) => `${name} ${path || '(body)'}`)
        : [],
    );
    // The elements of a batch are checked one by one, outside the route's body schema.
    const elements = Object.entries({ IngestOrder, IngestCustomer, SearchEvent }).flatMap(
      ([name, schema]) => openObjects(schema).map((path) => `${name} ${path || '(element)'}`),
    );
    expect([...open, ...elements]).toEqual([]);
  });

  it('say so in the OpenAPI document (additionalProperties: false)', () => {
    const doc = openApiDocument() as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }
        >
      >;
    };
    const update = doc.paths['/api/companies/{companyId}/users/{userId}']?.put;
    expect(update?.requestBody?.content['application/json']?.schema).toMatchObject({
      additionalProperties: false,
    });
  });
});
