import type { PublicSliderImage, Slider, SliderImage } from '@dukkan/contracts';
import { createSlice, isFulfilled, isPending, isRejected, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  addBanner,
  addBannerImage,
  bannerThunks,
  deleteAllBannerImages,
  deleteBanner,
  deleteBannerImage,
  fetchBannerImages,
  fetchBanners,
  reorderBannerImages,
  updateBanner,
  updateBannerImage,
} from './banners.thunks';

/** The specification's banner status: every banner call ends in 'success' or 'error'. */
export type BannerStatus = 'idle' | 'loading' | 'success' | 'error';

export interface BannersState extends RequestStatus {
  /** Sliders with their images (the dashboard's list; staff also get inactive ones). */
  banners: Slider[];
  /** The home carousel: images of active sliders, in order. */
  bannerImages: PublicSliderImage[];
  status: BannerStatus;
  /** The sliders list load alone, so a failed upload does not read as a failed list. */
  bannersStatus: ListStatus;
  /** The carousel load alone. */
  imagesStatus: ListStatus;
}

export const initialBannersState: BannersState = {
  banners: [],
  bannerImages: [],
  status: 'idle',
  bannersStatus: 'idle',
  imagesStatus: 'idle',
  ...initialRequestStatus,
};

const byOrder = (a: SliderImage, b: SliderImage) => a.sortOrder - b.sortOrder || a.id - b.id;

function bannerOf(state: BannersState, sliderId: number): Slider | undefined {
  return state.banners.find((banner) => banner.id === sliderId);
}

/** Puts an added or updated image into its banner, keeping the server's order. */
function placeImage(state: BannersState, image: SliderImage) {
  const banner = bannerOf(state, image.sliderId);
  if (!banner) return;
  banner.images = [...banner.images.filter((item) => item.id !== image.id), image].sort(byOrder);
}

export const bannersSlice = createSlice({
  name: 'banners',
  initialState: initialBannersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchBanners.pending, (state) => {
        state.bannersStatus = 'loading';
      })
      .addCase(fetchBanners.fulfilled, (state, { payload }) => {
        state.banners = payload.data;
        state.bannersStatus = 'done';
      })
      .addCase(fetchBanners.rejected, (state, { meta }) => {
        if (!meta.aborted) state.bannersStatus = 'error';
      })
      .addCase(fetchBannerImages.pending, (state) => {
        state.imagesStatus = 'loading';
      })
      .addCase(fetchBannerImages.fulfilled, (state, { payload }) => {
        state.bannerImages = payload.data;
        state.imagesStatus = 'done';
      })
      .addCase(fetchBannerImages.rejected, (state, { meta }) => {
        if (!meta.aborted) state.imagesStatus = 'error';
      })
      .addCase(addBanner.fulfilled, (state, { payload }) => {
        state.banners.push(payload.data);
      })
      .addCase(updateBanner.fulfilled, (state, { payload }) => {
        const saved = payload.data;
        state.banners = state.banners.map((banner) => (banner.id === saved.id ? saved : banner));
      })
      .addCase(deleteBanner.fulfilled, (state, { meta }) => {
        state.banners = state.banners.filter((banner) => banner.id !== meta.arg);
        state.bannerImages = state.bannerImages.filter((image) => image.sliderId !== meta.arg);
      })
      .addCase(addBannerImage.fulfilled, (state, { payload }) => {
        placeImage(state, payload.data);
      })
      .addCase(updateBannerImage.fulfilled, (state, { payload }) => {
        placeImage(state, payload.data);
      })
      .addCase(deleteBannerImage.fulfilled, (state, { meta }) => {
        const { sliderId, imageId } = meta.arg;
        const banner = bannerOf(state, sliderId);
        if (banner) banner.images = banner.images.filter((image) => image.id !== imageId);
        state.bannerImages = state.bannerImages.filter((image) => image.id !== imageId);
      })
      .addCase(deleteAllBannerImages.fulfilled, (state, { meta }) => {
        const banner = bannerOf(state, meta.arg);
        if (banner) banner.images = [];
        state.bannerImages = state.bannerImages.filter((image) => image.sliderId !== meta.arg);
      })
      // A dragged thumbnail stays where it was dropped while the order is saved.
      .addCase(reorderBannerImages.pending, (state, { meta }) => {
        const banner = bannerOf(state, meta.arg.sliderId);
        if (!banner) return;
        const position = new Map(meta.arg.imageIds.map((id, index) => [id, index]));
        banner.images = [...banner.images]
          .sort((a, b) => (position.get(a.id) ?? a.sortOrder) - (position.get(b.id) ?? b.sortOrder))
          .map((image, index) => ({ ...image, sortOrder: index }));
      })
      .addCase(reorderBannerImages.fulfilled, (state, { payload }) => {
        const saved = payload.data;
        state.banners = state.banners.map((banner) => (banner.id === saved.id ? saved : banner));
      })
      .addMatcher(isPending(...bannerThunks), (state) => {
        state.status = 'loading';
      })
      .addMatcher(isFulfilled(...bannerThunks), (state) => {
        state.status = 'success';
      })
      .addMatcher(isRejected(...bannerThunks), (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      });
    addRequestStatusMatchers(builder, bannerThunks, { ignoreAborted: true });
  },
});

export const bannersReducer = bannersSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `banners` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof bannersSlice> {}
}

/** Injected when the home page or the dashboard's sliders screen first loads. */
export const injectedBannersSlice = bannersSlice.injectInto(rootReducer);

export const selectBannersState = injectedBannersSlice.selectSlice;
