import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi, type SchemaTransformerSync } from '@ts-rest/open-api';
import type { SchemaObject as OpenApiSchema, OperationObject } from 'openapi3-ts';
import { z } from 'zod';
import { contract } from '#contract/index';
import { openApiShape } from '#contract/input';
import { UPLOAD_FIELDS } from '#contract/uploads';

type SchemaObject = NonNullable<ReturnType<SchemaTransformerSync>>;

/** zod 4 writes the JSON Schema itself; ts-rest's bundled converter only knows zod 3. */
const zod4: SchemaTransformerSync = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return null;
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
    // A path id is text on the wire but an int4 in range to a client: say what is checked.
    override: ({ zodSchema, jsonSchema }) => {
      const shape = openApiShape.get(zodSchema);
      if (!shape) return;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, shape);
    },
  }) as SchemaObject & { $schema?: string };
  delete json.$schema;
  return json;
};

/**
 * A JSON body is required unless its schema takes no body at all; an upload is a multipart form
 * with its one file field (ts-rest only knows the TypeScript type of those).
 */
function describeBody(operation: OperationObject, route: AppRoute): OperationObject {
  const upload = UPLOAD_FIELDS[`${route.method} ${route.path}`];
  if (upload) {
    const schema: OpenApiSchema = {
      type: 'object',
      required: [upload.field],
      properties: {
        [upload.field]: {
          type: 'string',
          format: 'binary',
          description: `${upload.accepts}; at most ${upload.maxBytes} bytes`,
        },
      },
    };
    return {
      ...operation,
      requestBody: { required: true, content: { 'multipart/form-data': { schema } } },
    };
  }
  if (!operation.requestBody || !('body' in route) || !(route.body instanceof z.ZodType)) {
    return operation;
  }
  const required = !route.body.safeParse(undefined).success;
  return { ...operation, requestBody: { ...operation.requestBody, required } };
}

let cached: ReturnType<typeof generateOpenApi> | undefined;

/** The OpenAPI document of the whole contract, built once. */
export function openApiDocument() {
  cached ??= generateOpenApi(
    contract,
    {
      info: {
        title: 'Waypoint Console API',
        version: '1.0.0',
        description: 'The back-office API behind the Waypoint Console.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    {
      setOperationId: 'concatenated-path',
      schemaTransformer: zod4,
      operationMapper: (operation, route) => {
        const described = describeBody(operation, route);
        // Routes that can answer 401 are the ones that need a bearer token.
        return 401 in route.responses ? { ...described, security: [{ bearer: [] }] } : described;
      },
    },
  );
  return cached;
}
