import type {
  Envelope,
  PublicSliderImage,
  Slider,
  SliderImage,
  SliderImageRemoval,
  SliderImagesRemoval,
  SliderRemoval,
} from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import {
  bannersApi,
  type BannerChanges,
  type BannerFields,
  type BannerImageChanges,
  type BannerImageInput,
} from './banners.api';

/**
 * Fallback texts for the banner calls, used only when the server sent no message.
 * It names none for deleting a banner or reordering its images; those two follow the same form.
 */
export const BANNER_FALLBACKS = {
  fetchBanners: 'Failed to fetch banners',
  addBanner: 'Failed to add banner',
  updateBanner: 'Failed to update banner',
  deleteBanner: 'Failed to delete banner',
  addBannerImage: 'Failed to add banner image',
  updateBannerImage: 'Failed to update banner image',
  deleteBannerImage: 'Failed to delete banner image',
  deleteAllBannerImages: 'Failed to delete all banner images',
  reorderBannerImages: 'Failed to reorder banner images',
} as const;

/** Success texts for an answer that carries no message. */
export const BANNER_SUCCESSES = {
  fetched: 'Banners fetched successfully',
  added: 'Banner added successfully',
  updated: 'Banner updated successfully',
  deleted: 'Banner deleted successfully',
  imageAdded: 'Banner image added successfully',
  imageUpdated: 'Banner image updated successfully',
  imageDeleted: 'Banner image deleted successfully',
  allImagesDeleted: 'All banner images deleted successfully',
  imagesReordered: 'Banner images reordered successfully',
} as const;

/** Fills an empty message or status code with the defaults (200, or 201 on add). */
function withDefaults<Arg, Data>(
  call: (arg: Arg, signal: AbortSignal) => Promise<Envelope<Data>>,
  message: string,
  statusCode = 200,
) {
  return async (arg: Arg, signal: AbortSignal): Promise<Envelope<Data>> => {
    const answer = await call(arg, signal);
    return {
      ...answer,
      message: answer.message || message,
      statusCode: answer.statusCode || statusCode,
    };
  };
}

export const fetchBanners = createApiThunk<Slider[], void>(
  'banners/fetchAll',
  withDefaults(bannersApi.list, BANNER_SUCCESSES.fetched),
  BANNER_FALLBACKS.fetchBanners,
);

export const fetchBannerImages = createApiThunk<PublicSliderImage[], void>(
  'banners/fetchImages',
  withDefaults(bannersApi.images, BANNER_SUCCESSES.fetched),
  BANNER_FALLBACKS.fetchBanners,
);

export const addBanner = createApiThunk<Slider, BannerFields>(
  'banners/add',
  withDefaults(bannersApi.create, BANNER_SUCCESSES.added, 201),
  BANNER_FALLBACKS.addBanner,
);

export const updateBanner = createApiThunk<Slider, BannerChanges>(
  'banners/update',
  withDefaults(bannersApi.update, BANNER_SUCCESSES.updated),
  BANNER_FALLBACKS.updateBanner,
);

export const deleteBanner = createApiThunk<SliderRemoval, number>(
  'banners/delete',
  withDefaults(bannersApi.remove, BANNER_SUCCESSES.deleted),
  BANNER_FALLBACKS.deleteBanner,
);

export const addBannerImage = createApiThunk<SliderImage, BannerImageInput>(
  'banners/addImage',
  withDefaults(bannersApi.addImage, BANNER_SUCCESSES.imageAdded, 201),
  BANNER_FALLBACKS.addBannerImage,
);

export const updateBannerImage = createApiThunk<SliderImage, BannerImageChanges>(
  'banners/updateImage',
  withDefaults(bannersApi.updateImage, BANNER_SUCCESSES.imageUpdated),
  BANNER_FALLBACKS.updateBannerImage,
);

export const deleteBannerImage = createApiThunk<
  SliderImageRemoval,
  { sliderId: number; imageId: number }
>(
  'banners/deleteImage',
  withDefaults(bannersApi.removeImage, BANNER_SUCCESSES.imageDeleted),
  BANNER_FALLBACKS.deleteBannerImage,
);

export const deleteAllBannerImages = createApiThunk<SliderImagesRemoval, number>(
  'banners/deleteAllImages',
  withDefaults(bannersApi.removeAllImages, BANNER_SUCCESSES.allImagesDeleted),
  BANNER_FALLBACKS.deleteAllBannerImages,
);

export const reorderBannerImages = createApiThunk<Slider, { sliderId: number; imageIds: number[] }>(
  'banners/reorderImages',
  withDefaults(bannersApi.reorderImages, BANNER_SUCCESSES.imagesReordered),
  BANNER_FALLBACKS.reorderBannerImages,
);

export const bannerThunks = [
  fetchBanners,
  fetchBannerImages,
  addBanner,
  updateBanner,
  deleteBanner,
  addBannerImage,
  updateBannerImage,
  deleteBannerImage,
  deleteAllBannerImages,
  reorderBannerImages,
] as const;
