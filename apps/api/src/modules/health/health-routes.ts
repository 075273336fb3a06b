import { healthResponse } from '@owo/core/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { databaseKind } from '../../db/database';
import { failure } from '../../http/responses';
import { defineRoute } from '../../http/route';

export function healthRoutes({ db, config }: AppContext) {
  const database = databaseKind(config);
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/health',
      tag: 'Service',
      summary: 'Liveness: the server is up and its database answers; whether the dev tools run',
      responses: {
        200: { description: 'Healthy', schema: healthResponse },
        500: failure('The database does not answer'),
      },
    })(async () => {
      await sql`select 1`.execute(db);
      return { status: true, data: { database, devTools: config.devTools } };
    }),
  ];
}
