import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandWithProductsSchema,
  categoryWithProductsSchema,
  idParamSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
  productDetailSchema,
  productSchema,
} from '@dukkan/contracts';
import { optionalAuth } from '../../http/auth.ts';
import { envelopeOf, pagedOf, sendOk } from '../../http/envelope.ts';
import { getBrand } from './brands.service.ts';
import { getCategory } from './categories.service.ts';
import { facetsFor, listProducts } from './cached-catalog-reads.ts';
import type { ProductReader } from './product-queries.ts';
import { getProduct } from './products.service.ts';
import { suggestSpelling } from './search-spelling.ts';

const tags = ['Products'];

/** The shop's list page; a search that finds nothing also carries `didYouMean` (or null). */
const productPageSchema = pagedOf(productSchema).extend({
  didYouMean: z.string().nullable().optional(),
});

/** Shoppers see active products only; a signed-in one also gets `isFavorite`. */
export function shopperOf(req: FastifyRequest): ProductReader {
  return { lang: req.lang, userId: req.user?.id ?? null, includeInactive: false };
}

/** Public product reads: the token is optional (it only adds `isFavorite`). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', optionalAuth);

  app.get('/product/getAllProducts', {
    schema: {
      tags,
      summary: 'Active products, paged, with filters, search and sorts',
      querystring: productListQuerySchema,
      response: { 200: envelopeOf(productPageSchema) },
    },
    handler: async (req, reply) => {
      const page = await listProducts(ctx.db, ctx.catalogCache, req.query, shopperOf(req));
      const term = req.query.search?.trim();
      // Only a search that found nothing pays for a suggestion.
      if (!term || page.totalCount > 0) return sendOk(req, reply, 'products.list', page);
      const didYouMean = await suggestSpelling(ctx.db, term);
      return sendOk(req, reply, 'products.list', { ...page, didYouMean });
    },
  });

  app.get('/product/getDiscountedProducts', {
    schema: {
      tags,
      summary: 'Active products with a discount running now (the offers page)',
      querystring: productListQuerySchema,
      response: { 200: envelopeOf(pagedOf(productSchema)) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'products.list',
        await listProducts(
          ctx.db,
          ctx.catalogCache,
          { ...req.query, hasDiscount: true },
          shopperOf(req),
        ),
      ),
  });

  app.get('/product/getProductFacets', {
    schema: {
      tags,
      summary: "The filter panel's counts per brand and category and the price bounds",
      querystring: productFacetsQuerySchema,
      response: { 200: envelopeOf(productFacetsSchema) },
    },
    handler: async (req, reply) =>
      sendOk(
        req,
        reply,
        'products.facets',
        await facetsFor(ctx.db, ctx.catalogCache, req.query, req.lang),
      ),
  });

  app.get('/product/getProductById/:id', {
    schema: {
      tags,
      summary: 'An active product with its options and active variants',
      params: idParamSchema,
      response: { 200: envelopeOf(productDetailSchema) },
    },
    handler: async (req, reply) =>
      sendOk(req, reply, 'products.found', await getProduct(ctx, req.params.id, shopperOf(req))),
  });

  app.get('/brand/getBrandWithProducts/:id', {
    schema: {
      tags: ['Brands'],
      summary: "A brand and a page of its active products (the product list's filters apply)",
      params: idParamSchema,
      querystring: productListQuerySchema,
      response: { 200: envelopeOf(brandWithProductsSchema) },
    },
    handler: async (req, reply) => {
      const brand = await getBrand(ctx, req.params.id, req.lang);
      const page = await listProducts(
        ctx.db,
        ctx.catalogCache,
        { ...req.query, brandId: brand.id },
        shopperOf(req),
      );
      return sendOk(req, reply, 'products.brandProducts', { brand, products: page });
    },
  });

  app.get('/category/getCategoryProducts/:id', {
    schema: {
      tags: ['Categories'],
      summary: 'A category and a page of its active products, sub-categories included',
      params: idParamSchema,
      querystring: productListQuerySchema,
      response: { 200: envelopeOf(categoryWithProductsSchema) },
    },
    handler: async (req, reply) => {
      const category = await getCategory(ctx, req.params.id, req.lang);
      const page = await listProducts(
        ctx.db,
        ctx.catalogCache,
        { ...req.query, categoryId: category.id },
        shopperOf(req),
      );
      return sendOk(req, reply, 'products.categoryProducts', { category, products: page });
    },
  });
};
