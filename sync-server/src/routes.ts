import type { FastifyInstance } from 'fastify';

/**
 * The API by area. Each area is a plugin in its own folder that serves its contract calls with
 * `serve(app, descriptor, handler)`; add a line here when an area is added.
 */
export async function registerAreas(app: FastifyInstance): Promise<void> {
  void app;
}
