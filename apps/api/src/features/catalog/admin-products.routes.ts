import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  brandWithProductsSchema,
  discountQuerySchema,
  idParamSchema,
  productFormSchema,
  productIdsSchema,
  productDetailSchema,
  productListQuerySchema,
  productSchema,
  productUpdateShape,
} from '@dukkan/contracts';
import { requireAuth } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { multipartConsumes } from '../../http/uploads.ts';
import { getBrand } from './brands.service.ts';
import { queryProducts, type ProductReader } from './product-queries.ts';
import {
  createProduct,
  deleteProduct,
  deleteProducts,
  getProduct,
  removeDiscount,
  setDiscount,
  updateProduct,
} from './products.service.ts';

const tags = ['Admin products'];
const security = [{ bearerAuth: [] }];

/**
 * The repeatable `images` file field: multipart gives one Buffer or an array of them; an empty part
 * (a form with no file chosen) counts as none.
 */
const imageFiles = z
  .preprocess(
    (value) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).filter(
            (file) => !(Buffer.isBuffer(file) && file.length === 0),
          ),
    z.array(z.custom<Buffer>((value) => Buffer.isBuffer(value), { error: 'v.file' })),
  )
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } });

const createBody = productFormSchema({ images: imageFiles });
const updateBody = productFormSchema({ ...productUpdateShape, images: imageFiles });

/** Staff see inactive products too. */
function staffOf(req: FastifyRequest): ProductReader {
  return { lang: req.lang, userId: null, includeInactive: true };
}

/** Admin and Manager only (a customer gets 403, an anonymous caller 401). */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireAuth('Admin', 'Manager'));

  app.post('/adminProduct/createProduct', {
    schema: {
      tags,
      security,
      consumes: multipartConsumes,
      body: createBody,
      response: { 201: envelopeOf(productSchema) },
    },
    handler: async (req, reply) => {
      const { images, ...fields } = req.body;
      const product = await createProduct(ctx, fields, images, staffOf(req));
      return sendOk(req, reply, 'products.created', product, 201);
    },
  });

  app.put('/adminProduct/updateProduct', {
    schema: {
      tags,
      security,
      summary: 'Replace a product (id in the body); no discount fields removes the discount',
      consumes: multipartConsumes,
      body: updateBody,
      response: { 200: envelopeOf(productSchema) },
    },
    handler: async (req, reply) => {
      const { images, id, ...fields } = req.body;
      const product = await updateProduct(ctx, id, fields, images, staffOf(req));
      return sendOk(req, reply, 'products.updated', product);
    },
  });

  app.delete('/adminProduct/deleteProduct/:id', {
    schema: { tags, security, params: idParamSchema, response: { 200: emptyEnvelope } },
    handler: async (req, reply) => {
      await deleteProduct(ctx, req.params.id);
      return sendOk(req, reply, 'products.deleted', null);
    },
  });

  app.delete('/adminProduct/DeleteMultipleProducts', {
    schema: {
      tags,
      security,
      summary: 'Delete several products at once (all or nothing)',
      body: productIdsSchema,
      response: { 200: emptyEnvelope },
    },
    handler: async (req, reply) => {
      const count = await deleteProducts(ctx, req.body);
      return sendOk(req, reply, 'products.deletedMany', null, 200, { count });
    },
  });

  app.get('/adminProduct/getProductDetailsForAdmin/:id', {
    schema: {
      tags,
      security,
      summary: 'A product, active or not, with its options and all its variants',
      params: idParamSchema,
      response: { 200: envelopeOf(productDetailSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'products.found', await getProduct(ctx, req.params.id, staffOf(req))),
  });

  app.get('/adminProduct/getAllProductDetailsForAdmin', {
    schema: {
      tags,
      security,
      summary: 'All products incl. inactive, with the stock filters',
      querystring: adminProductListQuerySchema,
      response: { 200: envelopeOf(pagedOf(productSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'products.list', await queryProducts(ctx.db, req.query, staffOf(req))),
  });

  // GET changes data here for compatibility with the specification's client, which calls it with GET.
  app.route({
    method: ['GET', 'PUT'],
    url: '/adminProduct/addOrUpdateDiscount/:id',
    schema: {
      tags,
      security,
      summary: 'Add or replace the discount (query: type, value, startDate, endDate)',
      params: idParamSchema,
      querystring: discountQuerySchema,
      response: { 200: envelopeOf(productSchema) },
    },
    handler: async (req, reply) => {
      const product = await setDiscount(ctx, req.params.id, req.query, staffOf(req));
      return sendOk(req, reply, 'products.discountUpdated', product);
    },
  });

  app.route({
    method: ['GET', 'DELETE'],
    url: '/adminProduct/removeDiscount/:id',
    schema: { tags, security, params: idParamSchema, response: { 200: envelopeOf(productSchema) } },
    handler: async (req, reply) => {
      const product = await removeDiscount(ctx, req.params.id, staffOf(req));
      return sendOk(req, reply, 'products.discountRemoved', product);
    },
  });

  app.get('/adminProduct/getBrandWithProducts/:id', {
    schema: {
      tags,
      security,
      summary: 'A brand and a page of all its products, inactive ones included',
      params: idParamSchema,
      querystring: productListQuerySchema,
      response: { 200: envelopeOf(brandWithProductsSchema) },
    },
    handler: async (req, reply) => {
      const brand = await getBrand(ctx, req.params.id, req.lang);
      const page = await queryProducts(ctx.db, { ...req.query, brandId: brand.id }, staffOf(req));
      return sendOk(req, reply, 'products.brandProducts', { brand, products: page });
    },
  });
};
