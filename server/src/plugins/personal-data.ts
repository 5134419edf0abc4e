import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DataCipher, resolveDataKey } from '../lib/personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts and hashes the special fields of student profiles (lib/personal-data.ts). */
    personalData: DataCipher;
  }
}

export default fp(async function personalDataPlugin(app: FastifyInstance) {
  const { dataKey, dataDir, databaseUrl } = app.config;
  const key = resolveDataKey({ dataKey, dataDir, databaseUrl }, (message, file) => app.log.warn({ file }, message));
  app.decorate('personalData', new DataCipher(key));
});
