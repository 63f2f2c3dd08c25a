import { createContext, useContext } from 'react';

export interface MiniCart {
  /** Opens the mini cart on the line of the product just added. */
  showAdded: (productId: number) => void;
}

export const MiniCartContext = createContext<MiniCart | null>(null);

/** The storefront's mini cart; null outside the storefront layout (adds then confirm by toast). */
export function useMiniCart(): MiniCart | null {
  return useContext(MiniCartContext);
}
