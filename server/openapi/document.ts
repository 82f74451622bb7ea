import { generateOpenApi, type SchemaTransformerSync } from '@ts-rest/open-api';
import { z } from 'zod';
import { contract } from '#contract/index';

type SchemaObject = NonNullable<ReturnType<SchemaTransformerSync>>;

/** zod 4 writes the JSON Schema itself; ts-rest's bundled converter only knows zod 3. */
const zod4: SchemaTransformerSync = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return null;
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as SchemaObject & { $schema?: string };
  delete json.$schema;
  return json;
};

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
      // Routes that can answer 401 are the ones that need a bearer token.
      operationMapper: (operation, route) =>
        401 in route.responses ? { ...operation, security: [{ bearer: [] }] } : operation,
    },
  );
  return cached;
}
