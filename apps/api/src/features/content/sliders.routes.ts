import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteSliderImageSchema,
  publicSliderImageSchema,
  reorderSliderImagesSchema,
  sliderFieldsSchema,
  sliderIdParamSchema,
  sliderImageFieldsSchema,
  sliderImageRemovalSchema,
  sliderImageSchema,
  sliderImagesRemovalSchema,
  sliderImageUpdateSchema,
  sliderRemovalSchema,
  sliderSchema,
  sliderUpdateSchema,
} from '@dukkan/contracts';
import { optionalAuth, requireAuth } from '../../http/auth.ts';
import { envelopeOf, sendOk } from '../../http/envelope.ts';
import { multipartConsumes, optionalFile } from '../../http/uploads.ts';
import {
  addSliderImage,
  deleteSliderImage,
  reorderSliderImages,
  updateSliderImage,
} from './slider-images.service.ts';
import {
  createSlider,
  deleteAllSliderImages,
  deleteSlider,
  listActiveSliderImages,
  listSliders,
  updateSlider,
} from './sliders.service.ts';

const tags = ['Sliders'];
const security = [{ bearerAuth: [] }];

/** Sliders (banners): public reads and admin writes. */
export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/slider/GetAllSliderImages', {
    schema: {
      tags,
      summary: 'Images of active sliders for the home carousel, in slider then image order',
      response: { 200: envelopeOf(z.array(publicSliderImageSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'slider.list', await listActiveSliderImages(ctx, req.lang)),
  });

  app.get('/slider/GetAllSliders', {
    schema: {
      tags,
      summary: 'Sliders with their ordered images; inactive ones too for an Admin or Manager token',
      response: { 200: envelopeOf(z.array(sliderSchema)) },
    },
    onRequest: optionalAuth,
    handler: async (req, reply) => {
      const role = req.user?.role;
      const includeInactive = role === 'Admin' || role === 'Manager';
      return sendOk(
        req,
        reply,
        'slider.list',
        await listSliders(ctx, { includeInactive }, req.lang),
      );
    },
  });

  await app.register(async (scope) => {
    // Staff only: Admin or Manager (a customer gets 403, an anonymous caller 401).
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAuth('Admin', 'Manager'));

    admin.post('/adminSlider/createSlider', {
      schema: {
        tags,
        security,
        summary: 'Add a slider (bilingual title, active switch)',
        body: sliderFieldsSchema,
        response: { 201: envelopeOf(sliderSchema) },
      },
      handler: async (req, reply) =>
        sendOk(req, reply, 'slider.created', await createSlider(ctx, req.body, req.lang), 201),
    });

    admin.put('/adminSlider/UpdateSlider', {
      schema: {
        tags,
        security,
        summary: 'Change a slider’s titles and active switch (the id travels in the body)',
        body: sliderUpdateSchema,
        response: { 200: envelopeOf(sliderSchema) },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'slider.updated',
          await updateSlider(ctx, req.body.id, req.body, req.lang),
        ),
    });

    admin.post('/adminSlider/AddSliderImage', {
      schema: {
        tags,
        security,
        summary: 'Upload a slider image (jpeg/png/webp/avif up to 5 MB) with an optional link',
        description:
          'linkUrl is a shop path starting with one "/" or an http(s) address; anything else is 422.',
        consumes: multipartConsumes,
        body: sliderImageFieldsSchema.extend({ imageFile: optionalFile }),
        response: { 201: envelopeOf(sliderImageSchema) },
      },
      handler: async (req, reply) =>
        sendOk(req, reply, 'slider.imageAdded', await addSliderImage(ctx, req.body), 201),
    });

    admin.put('/adminSlider/UpdateSliderImage', {
      schema: {
        tags,
        security,
        summary: 'Change a slider image’s link or order, or replace its picture',
        consumes: multipartConsumes,
        body: sliderImageUpdateSchema.extend({ imageFile: optionalFile }),
        response: { 200: envelopeOf(sliderImageSchema) },
      },
      handler: async (req, reply) =>
        sendOk(req, reply, 'slider.imageUpdated', await updateSliderImage(ctx, req.body)),
    });

    admin.delete('/adminSlider/deleteSliderImage', {
      schema: {
        tags,
        security,
        summary: 'Delete one slider image and its files (JSON body)',
        body: deleteSliderImageSchema,
        response: { 200: envelopeOf(sliderImageRemovalSchema) },
      },
      handler: async (req, reply) =>
        sendOk(req, reply, 'slider.imageDeleted', await deleteSliderImage(ctx, req.body)),
    });

    admin.delete('/adminSlider/DeleteAllSliderImages/:sliderId', {
      schema: {
        tags,
        security,
        summary: 'Delete every image of a slider and their files',
        params: sliderIdParamSchema,
        response: { 200: envelopeOf(sliderImagesRemovalSchema) },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'slider.imagesDeleted',
          await deleteAllSliderImages(ctx, req.params.sliderId),
        ),
    });

    admin.delete('/adminSlider/DeleteSlider/:sliderId', {
      schema: {
        tags,
        security,
        summary: 'Delete a slider with its images and their files',
        params: sliderIdParamSchema,
        response: { 200: envelopeOf(sliderRemovalSchema) },
      },
      handler: async (req, reply) =>
        sendOk(req, reply, 'slider.deleted', await deleteSlider(ctx, req.params.sliderId)),
    });

    admin.put('/adminSlider/ReorderSliderImages', {
      schema: {
        tags,
        security,
        summary: 'Put a slider’s images in a new order (sortOrder 0..n-1)',
        description:
          'imageIds must list every image of the slider exactly once, else 422 and nothing changes.',
        body: reorderSliderImagesSchema,
        response: { 200: envelopeOf(sliderSchema) },
      },
      handler: async (req, reply) =>
        sendOk(
          req,
          reply,
          'slider.imagesReordered',
          await reorderSliderImages(ctx, req.body, req.lang),
        ),
    });
  });
};
