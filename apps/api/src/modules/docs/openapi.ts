import * as z from 'zod/mini';
import type { RouteSpec } from '../../http/route';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

function jsonSchema(schema: z.ZodMiniType, io: Io): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/notifications/:id` → `/notifications/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function parameters(spec: RouteSpec) {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

function operation(spec: RouteSpec) {
  const security = spec.auth ? [{ bearer: [] }] : spec.cookie ? [{ refreshCookie: [] }] : [];
  const responses = Object.fromEntries(
    Object.entries(spec.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...((response.schema || response.html) && {
          content: {
            ...(response.schema && { 'application/json': { schema: jsonSchema(response.schema, 'output') } }),
            ...(response.html && { 'text/html': { schema: { type: 'string' } } }),
          },
        }),
      },
    ]),
  );
  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description && { description: spec.description }),
    operationId: `${spec.method.toLowerCase()}${openApiPath(spec.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    ...(security.length > 0 && { security }),
    ...(parameters(spec).length > 0 && { parameters: parameters(spec) }),
    ...(spec.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
      },
    }),
    responses,
  };
}

/** OpenAPI 3.1 for every mounted route, built from the same contract schemas that validate them. */
export function buildOpenApi(specs: RouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of specs) {
    const path = openApiPath(spec.url);
    paths[path] ??= {};
    paths[path][spec.method.toLowerCase()] = operation(spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Owo API',
      version: '1.0.0',
      description:
        'The reference API of Owo. Every response is `{ status, message?, data? }`; every failure `{ status: false, message, code, errors? }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: 'owo_rt' },
      },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
