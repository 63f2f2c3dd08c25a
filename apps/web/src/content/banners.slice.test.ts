import type { PublicSliderImage, Slider, SliderImage } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore } from '../app/store';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { expectSignOutOn401, stateAfterBare500, type ThunkCall } from '../testing/thunk-calls';
import {
  bannersReducer,
  initialBannersState,
  selectBannersState,
  type BannersState,
} from './banners.slice';
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

function anImage(id: number, sliderId: number, sortOrder: number): SliderImage {
  const imageUrl = `/media/sliders/img${id}-800.webp`;
  return { id, sliderId, imageUrl, imageSizes: [], linkUrl: '/offers', sortOrder };
}

function aBanner(id: number, images: SliderImage[] = []): Slider {
  return {
    id,
    titleEn: `Banner ${id}`,
    titleAr: `بانر ${id}`,
    title: `Banner ${id}`,
    isActive: true,
    images,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const [a, b, c] = [anImage(11, 1, 0), anImage(12, 1, 1), anImage(13, 1, 2)];
const other = anImage(21, 2, 0);
const main = aBanner(1, [a, b, c]);
const offers = aBanner(2, [other]);
const publicOf = (image: SliderImage, title = 'Main'): PublicSliderImage => ({ ...image, title });
const fields = { titleEn: 'Main', titleAr: 'الرئيسي', isActive: true };

function loaded(overrides: Partial<BannersState> = {}): BannersState {
  return {
    ...initialBannersState,
    banners: [main, offers],
    bannerImages: [publicOf(a), publicOf(b), publicOf(c), publicOf(other, 'Offers')],
    status: 'success',
    bannersStatus: 'done',
    imagesStatus: 'done',
    ...overrides,
  };
}

const failure: ApiError = { message: 'Banner not found', statusCode: 404, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

const calls: [string, ThunkCall, string, string, number][] = [
  [
    'fetchBanners',
    (s) => s.dispatch(fetchBanners()),
    'Failed to fetch banners',
    'Banners fetched successfully',
    200,
  ],
  [
    'fetchBannerImages',
    (s) => s.dispatch(fetchBannerImages()),
    'Failed to fetch banners',
    'Banners fetched successfully',
    200,
  ],
  [
    'addBanner',
    (s) => s.dispatch(addBanner(fields)),
    'Failed to add banner',
    'Banner added successfully',
    201,
  ],
  [
    'updateBanner',
    (s) => s.dispatch(updateBanner({ id: 1, ...fields })),
    'Failed to update banner',
    'Banner updated successfully',
    200,
  ],
  [
    'deleteBanner',
    (s) => s.dispatch(deleteBanner(1)),
    'Failed to delete banner',
    'Banner deleted successfully',
    200,
  ],
  [
    'addBannerImage',
    (s) => s.dispatch(addBannerImage({ sliderId: 1 })),
    'Failed to add banner image',
    'Banner image added successfully',
    201,
  ],
  [
    'updateBannerImage',
    (s) => s.dispatch(updateBannerImage({ id: 11, sliderId: 1 })),
    'Failed to update banner image',
    'Banner image updated successfully',
    200,
  ],
  [
    'deleteBannerImage',
    (s) => s.dispatch(deleteBannerImage({ sliderId: 1, imageId: 11 })),
    'Failed to delete banner image',
    'Banner image deleted successfully',
    200,
  ],
  [
    'deleteAllBannerImages',
    (s) => s.dispatch(deleteAllBannerImages(1)),
    'Failed to delete all banner images',
    'All banner images deleted successfully',
    200,
  ],
  [
    'reorderBannerImages',
    (s) => s.dispatch(reorderBannerImages({ sliderId: 1, imageIds: [13, 11, 12] })),
    'Failed to reorder banner images',
    'Banner images reordered successfully',
    200,
  ],
];

beforeEach(() => {
  installMemoryStorage();
});

describe('initial banners state', () => {
  it('is empty and idle', () => {
    expect(bannersReducer(undefined, { type: 'init' })).toEqual({
      banners: [],
      bannerImages: [],
      status: 'idle',
      bannersStatus: 'idle',
      imagesStatus: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(selectBannersState(makeStore().getState())).toEqual(initialBannersState);
  });
});

describe('every banner thunk', () => {
  it('covers the nine calls of the specification and the reorder', () => {
    expect(bannerThunks).toHaveLength(10);
    expect(calls).toHaveLength(10);
  });

  it.each(byName(bannerThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = bannersReducer({ ...loaded(), error: failure }, pendingAction(t, 1));
    expect(state).toMatchObject({ loading: true, error: null, status: 'loading' });
  });

  it.each(byName(bannerThunks))(
    '%s rejected stores the error and status "error", leaving the lists',
    (_n, t) => {
      const state = bannersReducer({ ...loaded(), loading: true }, rejectedAction(t, failure));
      expect(state).toMatchObject({
        loading: false,
        error: failure,
        message: failure.message,
        statusCode: 404,
        status: 'error',
        banners: [main, offers],
      });
    },
  );

  it.each(byName(bannerThunks))('%s aborted changes nothing', (_n, t) => {
    const pending = bannersReducer(loaded(), pendingAction(t, 1));
    expect(bannersReducer(pending, rejectedAction(t, failure, { aborted: true }))).toEqual(pending);
  });

  it.each(byName(bannerThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', (_name, call) =>
    expectSignOutOn401(call),
  );

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      const state = await stateAfterBare500(call, fallback);
      expect(selectBannersState(state)).toMatchObject({
        message: fallback,
        statusCode: 500,
        status: 'error',
      });
    },
  );

  it.each(calls)(
    '%s succeeds with the seed’s text and status code when the server sends none',
    async (_name, call, _fallback, success, statusCode) => {
      stubFetch(() => envelopeResponse({ message: '', statusCode: 0, data: [] }, 200));
      const store = makeStore();
      await call(store);
      expect(selectBannersState(store.getState())).toMatchObject({
        message: success,
        statusCode,
        status: 'success',
        loading: false,
      });
    },
  );
});

describe('loading banners', () => {
  it('the sliders list: loading, then stored with status success', () => {
    let state = bannersReducer(initialBannersState, fetchBanners.pending('r'));
    expect(state).toMatchObject({ bannersStatus: 'loading', status: 'loading' });
    state = bannersReducer(state, fetchBanners.fulfilled(envelope([main], 'Banners'), 'r'));
    expect(state).toMatchObject({
      banners: [main],
      bannersStatus: 'done',
      status: 'success',
      message: 'Banners',
      statusCode: 200,
    });
  });

  it('the carousel images: stored apart from the sliders list', () => {
    const images = [publicOf(a), publicOf(other, 'Offers')];
    const state = bannersReducer(
      initialBannersState,
      fetchBannerImages.fulfilled(envelope(images), 'r'),
    );
    expect(state).toMatchObject({ bannerImages: images, imagesStatus: 'done', banners: [] });
  });

  it('a failed load marks only that list as error', () => {
    const state = bannersReducer(
      loaded(),
      fetchBannerImages.rejected(null, 'r', undefined, failure),
    );
    expect(state).toMatchObject({ imagesStatus: 'error', bannersStatus: 'done', status: 'error' });
  });
});

describe('banner writes as specified', () => {
  it('add appends the banner', () => {
    const added = aBanner(3);
    const state = bannersReducer(
      loaded(),
      addBanner.fulfilled(envelope(added, 'Banner added successfully', 201), 'r', fields),
    );
    expect(state.banners).toEqual([main, offers, added]);
    expect(state).toMatchObject({ statusCode: 201, status: 'success' });
  });

  it('update replaces the banner by id', () => {
    const renamed = { ...offers, title: 'Weekly offers', isActive: false };
    const state = bannersReducer(
      loaded(),
      updateBanner.fulfilled(envelope(renamed), 'r', { id: 2, ...fields }),
    );
    expect(state.banners).toEqual([main, renamed]);
  });

  it('delete removes the banner and its carousel images', () => {
    const state = bannersReducer(
      loaded(),
      deleteBanner.fulfilled(envelope({ sliderId: 1 }), 'r', 1),
    );
    expect(state.banners).toEqual([offers]);
    expect(state.bannerImages.map((image) => image.id)).toEqual([21]);
  });

  it('adding an image puts it into that banner’s images, in order', () => {
    const added = anImage(14, 1, 1);
    const state = bannersReducer(
      loaded(),
      addBannerImage.fulfilled(envelope(added, 'Added', 201), 'r', { sliderId: 1 }),
    );
    expect(state.banners[0]!.images.map((image) => image.id)).toEqual([11, 12, 14, 13]);
    expect(state.banners[1]).toEqual(offers);
  });

  it('updating an image replaces it in that banner (moving it when its order changed)', () => {
    const moved = { ...a, sortOrder: 5, linkUrl: '/shop' };
    const state = bannersReducer(
      loaded(),
      updateBannerImage.fulfilled(envelope(moved), 'r', { id: 11, sliderId: 1 }),
    );
    expect(state.banners[0]!.images).toEqual([b, c, moved]);
  });

  it('deleting an image drops it from that banner and from the carousel', () => {
    const state = bannersReducer(
      loaded(),
      deleteBannerImage.fulfilled(envelope({ sliderId: 1, imageId: 12 }), 'r', {
        sliderId: 1,
        imageId: 12,
      }),
    );
    expect(state.banners[0]!.images).toEqual([a, c]);
    expect(state.bannerImages.map((image) => image.id)).toEqual([11, 13, 21]);
  });

  it('deleting all images empties that banner only', () => {
    const state = bannersReducer(
      loaded(),
      deleteAllBannerImages.fulfilled(envelope({ sliderId: 1, deletedCount: 3 }), 'r', 1),
    );
    expect(state.banners[0]!.images).toEqual([]);
    expect(state.banners[1]).toEqual(offers);
    expect(state.bannerImages.map((image) => image.id)).toEqual([21]);
  });

  it('reorder shows the new order at once, then keeps the server’s banner', () => {
    const order = { sliderId: 1, imageIds: [13, 11, 12] };
    const pending = bannersReducer(loaded(), reorderBannerImages.pending('r', order));
    expect(pending.banners[0]!.images.map((image) => [image.id, image.sortOrder])).toEqual([
      [13, 0],
      [11, 1],
      [12, 2],
    ]);
    const saved = aBanner(1, [
      { ...c, sortOrder: 0 },
      { ...a, sortOrder: 1 },
      { ...b, sortOrder: 2 },
    ]);
    const state = bannersReducer(
      pending,
      reorderBannerImages.fulfilled(envelope(saved), 'r', order),
    );
    expect(state.banners[0]).toEqual(saved);
  });
});

describe('requests', () => {
  it('use the seed’s paths, methods and field names', async () => {
    const { requests } = stubFetch((_url, init) =>
      envelopeResponse(envelope(init.method === 'GET' ? [] : aBanner(9))),
    );
    const store = makeStore();
    const picture = new File(['png'], 'banner.png', { type: 'image/png' });
    await store.dispatch(fetchBanners());
    await store.dispatch(fetchBannerImages());
    await store.dispatch(addBanner(fields));
    await store.dispatch(updateBanner({ id: 1, ...fields }));
    await store.dispatch(
      addBannerImage({ sliderId: 1, imageFile: picture, linkUrl: '/offers', sortOrder: 2 }),
    );
    await store.dispatch(updateBannerImage({ id: 11, sliderId: 1, linkUrl: '' }));
    await store.dispatch(deleteBannerImage({ sliderId: 1, imageId: 11 }));
    await store.dispatch(deleteAllBannerImages(1));
    await store.dispatch(deleteBanner(1));
    await store.dispatch(reorderBannerImages({ sliderId: 1, imageIds: [12, 11] }));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/slider/GetAllSliders',
      'GET /api/slider/GetAllSliderImages',
      'POST /api/adminSlider/createSlider',
      'PUT /api/adminSlider/UpdateSlider',
      'POST /api/adminSlider/AddSliderImage',
      'PUT /api/adminSlider/UpdateSliderImage',
      'DELETE /api/adminSlider/deleteSliderImage',
      'DELETE /api/adminSlider/DeleteAllSliderImages/1',
      'DELETE /api/adminSlider/DeleteSlider/1',
      'PUT /api/adminSlider/ReorderSliderImages',
    ]);
    const add = requests[4]!.init.body as FormData;
    expect([...add.keys()]).toEqual(['sliderId', 'sortOrder', 'linkUrl', 'imageFile']);
    expect(add.get('imageFile')).toBeInstanceOf(File);
    const update = requests[5]!.init.body as FormData;
    // An emptied link is sent (the server then removes it); no new picture means none sent.
    expect(Object.fromEntries(update.entries())).toEqual({ id: '11', sliderId: '1', linkUrl: '' });
    expect(JSON.parse(requests[6]!.init.body as string)).toEqual({ sliderId: 1, imageId: 11 });
    expect(JSON.parse(requests[9]!.init.body as string)).toEqual({
      sliderId: 1,
      imageIds: [12, 11],
    });
  });

  it('an add can go through another sender (the dashboard’s upload with progress)', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(null)));
    const sent: FormData[] = [];
    const result = await makeStore().dispatch(
      addBannerImage({
        sliderId: 1,
        upload: async (form) => {
          sent.push(form);
          return envelope(anImage(15, 1, 3), 'Banner image added successfully', 201);
        },
      }),
    );
    expect(requests).toHaveLength(0);
    expect(sent[0]!.get('sliderId')).toBe('1');
    expect(result.payload).toMatchObject({ statusCode: 201, data: { id: 15 } });
  });
});
