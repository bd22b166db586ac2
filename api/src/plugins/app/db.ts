import fp from 'fastify-plugin';
import { createDatabase, type DatabaseOptions } from '../../db/create-database';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export const dbPlugin = fp<DatabaseOptions>(async (app, options) => {
  const db = await createDatabase(options);
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.close();
  });
}, { name: 'db' });
