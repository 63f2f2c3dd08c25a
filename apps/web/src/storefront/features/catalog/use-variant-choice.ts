import type { ProductDetail, ProductVariant } from '@dukkan/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  choiceOf,
  choose,
  initialVariant,
  variantOf,
  withVariantParam,
  type Choice,
} from './variant-choice';

export interface VariantChoice {
  choice: Choice;
  /** The variant of a complete choice; undefined while an option is still to choose. */
  variant: ProductVariant | undefined;
  pick: (optionIndex: number, valueId: number) => void;
}

/**
 * The product page's choice of variant. It starts from `?variant=` (else the default variant), so
 * the server renders what a shared link names, and writes the chosen variant back into the
 * address — replacing the entry, so Back still leaves the product.
 */
export function useVariantChoice(product: ProductDetail | null): VariantChoice {
  const [search, setSearch] = useSearchParams();
  const [picked, setPicked] = useState<{ productId: number; choice: Choice } | null>(null);
  if (!product) return { choice: [], variant: undefined, pick: () => undefined };
  const choice =
    picked?.productId === product.id
      ? picked.choice
      : choiceOf(product, initialVariant(product, search));
  return {
    choice,
    variant: variantOf(product, choice),
    pick(optionIndex, valueId) {
      const next = choose(product, choice, optionIndex, valueId);
      setPicked({ productId: product.id, choice: next });
      const chosen = variantOf(product, next);
      void setSearch((current) => withVariantParam(current, chosen?.id ?? null), {
        replace: true,
        preventScrollReset: true,
      });
    },
  };
}
