import etag from '@fastify/etag';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas of the routes; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Go Gorilla API',
        description: 'NFL picks, props, DFS and BioBoost computed from real data. Entertainment only.',
        version,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The UI runs under the app-wide CSP (scripts from 'self' only): it needs no exceptions of its own.
  // ETags here only: public reads carry their prepared ones, probes and errors need none.
  await app.register(async (docs) => {
    await docs.register(etag);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  });
}
