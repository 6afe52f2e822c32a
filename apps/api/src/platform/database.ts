import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder; every module reads and writes through it. */
    db: Database;
    /** The handle behind `db` (driver kind, close). The app closes it on shutdown. */
    database: DatabaseHandle;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.addHook('onClose', async () => {
      await opts.database.close();
    });
  },
  { name: 'platter-database' },
);
