/** The dashboard's fixed pages screens, at the specification's routes. */
export const FIXED_PAGES_PATH = '/dashboard/fixed-pages';
export const editFixedPagePath = (id: number) => `${FIXED_PAGES_PATH}/update/${id}`;
