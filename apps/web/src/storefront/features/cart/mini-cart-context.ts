import { createContext, useContext } from 'react';

export interface MiniCart {
  /** Opens the mini cart on the line just added: its variant's, else the product's one line. */
  showAdded: (added: AddedItem) => void;
}

export interface AddedItem {
  productId: number;
  variantId?: number;
}

export const MiniCartContext = createContext<MiniCart | null>(null);

/** The storefront's mini cart; null outside the storefront layout (adds then confirm by toast). */
export function useMiniCart(): MiniCart | null {
  return useContext(MiniCartContext);
}
