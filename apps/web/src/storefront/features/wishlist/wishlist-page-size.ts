/** Wishlist cards per page: three rows of four on desktops, six rows of two on phones. */
export const WISHLIST_PAGE_SIZE = 12;
