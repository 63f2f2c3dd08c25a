/** Products per listing page: fills two, three and four columns evenly. */
export const LISTING_PAGE_SIZE = 12;
