import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes.ts';
import fileRoutes from './files/routes.ts';
import publicConfigRoutes from './public-config/routes.ts';

/** Every feature's routes, registered by app.ts in this order. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [authRoutes, fileRoutes, publicConfigRoutes];
