import type { Product } from '@dukkan/contracts';
import { useState } from 'react';
import { productApi } from '../../../catalog/products.api';
import { useLanguage } from '../../../i18n/use-language';
import { useRequest, type RequestState } from '../../../app/use-request';

/** How many related products the product page shows. */
export const RELATED_COUNT = 8;

/**
 * Best sellers of the same category, without the product itself. Called directly rather than
 * through the products slice, whose lists belong to the page's main content.
 */
export function useRelatedProducts(product: Pick<Product, 'id' | 'categoryId'> | null): {
  related: Product[];
  request: RequestState;
} {
  const lang = useLanguage();
  const [related, setRelated] = useState<Product[]>([]);
  const request = useRequest(() => {
    const controller = new AbortController();
    const answer = product
      ? productApi
          .list(
            // One extra, in case the product itself is among them.
            {
              categoryId: product.categoryId,
              pageSize: RELATED_COUNT + 1,
              sortBy: 'bestSelling',
              inStock: true,
            },
            controller.signal,
          )
          .then(({ data }) => {
            setRelated(data.items.filter((item) => item.id !== product.id).slice(0, RELATED_COUNT));
          })
      : Promise.resolve(setRelated([]));
    return { abort: () => controller.abort(), unwrap: () => answer };
  }, `${lang}:${product?.id}:${product?.categoryId}`);
  return { related, request };
}
