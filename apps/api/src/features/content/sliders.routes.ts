import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Sliders (banners): public reads and admin writes (seed §7). */
export const sliderRoutes: FastifyPluginAsyncZod = async () => {};
