import type { AppRoute } from '@ts-rest/core';
import { generateOpenApi, type SchemaTransformerSync } from '@ts-rest/open-api';
import type { SchemaObject as OpenApiSchema, OperationObject } from 'openapi3-ts';
import { z } from 'zod';
import { declaredAccess } from '#contract/access';
import { INGESTION_KEY_HEADER } from '#contract/events';
import { contract } from '#contract/index';
import { openApiRule, openApiShape } from '#contract/input';
import { uploadOf } from '#contract/uploads';

type SchemaObject = NonNullable<ReturnType<SchemaTransformerSync>>;

/**
 * Whether a string schema trims its input before its other checks: its minimum length then
 * counts what is left, so "   " is refused although it is long enough on the wire.
 */
function trimsFirst(schema: z.core.$ZodType): boolean {
  const checks = (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  return checks.some((check) => {
    const def = check._zod.def as { check: string; tx?: (input: string) => string };
    return def.check === 'overwrite' && def.tx?.(' a ') === 'a';
  });
}

/** zod 4 writes the JSON Schema itself; ts-rest's bundled converter only knows zod 3. */
const zod4: SchemaTransformerSync = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return null;
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
    override: ({ zodSchema, jsonSchema }) => {
      // A path id is text on the wire but an int4 in range to a client: say what is checked.
      const shape = openApiShape.get(zodSchema);
      if (shape) {
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        Object.assign(jsonSchema, shape);
      }
      // A rule across fields that zod checks with refine(): the schema says it in its terms.
      const rule = openApiRule.get(zodSchema);
      if (rule) Object.assign(jsonSchema, rule);
      // Trimmed and then at least one character: the text needs one that is not a space.
      if (trimsFirst(zodSchema) && (jsonSchema.minLength ?? 0) > 0) {
        jsonSchema.allOf = [...(jsonSchema.allOf ?? []), { type: 'string', pattern: '\\S' }];
      }
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
  const upload = uploadOf(route);
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

/**
 * The credential an operation needs, read from the access its route declares: none for public
 * routes (an optional bearer token where one changes the answer, as when linking an account),
 * the application's key for a booking site's calls, a bearer token for everything else.
 */
function securityOf(route: AppRoute): OperationObject['security'] {
  const scope = declaredAccess(route.metadata)?.scope;
  if (scope === 'ingestionKey') return [{ ingestionKey: [] }];
  if (scope !== 'public') return [{ bearer: [] }];
  return 401 in route.responses ? [{}, { bearer: [] }] : undefined;
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
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ingestionKey: { type: 'apiKey', in: 'header', name: INGESTION_KEY_HEADER },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      schemaTransformer: zod4,
      operationMapper: (operation, route) => {
        const described = describeBody(operation, route);
        const security = securityOf(route);
        return security ? { ...described, security } : described;
      },
    },
  );
  return cached;
}
