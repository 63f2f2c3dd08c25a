/** The dashboard's fixed pages screens (seed §2). */
export const FIXED_PAGES_PATH = '/dashboard/fixed-pages';
export const editFixedPagePath = (id: number) => `${FIXED_PAGES_PATH}/update/${id}`;
