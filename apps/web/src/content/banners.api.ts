import type {
  Envelope,
  PublicSliderImage,
  Slider,
  SliderImage,
  SliderImageRemoval,
  SliderImagesRemoval,
  SliderRemoval,
} from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';
import { toFormData } from '../lib/form-data';

/** `createSlider` body (JSON); update adds the id (named as the API's request fields). */
export interface BannerFields {
  titleEn: string;
  titleAr: string;
  isActive: boolean;
}

export interface BannerChanges extends BannerFields {
  id: number;
}

/**
 * Sends a slider image form. The default is the regular client; the dashboard passes one that
 * reports upload progress (XMLHttpRequest), so the slice's transitions stay the same either way.
 */
export type BannerUpload = (form: FormData, signal?: AbortSignal) => Promise<Envelope<unknown>>;

/** Multipart `{sliderId, imageFile, linkUrl, sortOrder}`; an empty link removes it. */
export interface BannerImageInput {
  sliderId: number;
  imageFile?: File | null;
  linkUrl?: string | null;
  sortOrder?: number | null;
  upload?: BannerUpload;
}

/** Update adds the image `id`; a field left undefined keeps its value on the server. */
export interface BannerImageChanges extends BannerImageInput {
  id: number;
}

export const ADD_BANNER_IMAGE_PATH = '/adminSlider/AddSliderImage';

function imageForm({ imageFile, linkUrl, sortOrder, sliderId }: BannerImageInput, id?: number) {
  const form = toFormData({ id, sliderId, sortOrder });
  // Sent even when empty: '' is how a form says "no link" (toFormData would drop it).
  if (linkUrl !== undefined) form.append('linkUrl', linkUrl ?? '');
  if (imageFile) form.append('imageFile', imageFile);
  return form;
}

const sendForm =
  (method: 'POST' | 'PUT', path: string): BannerUpload =>
  (form, signal) =>
    apiRequest<unknown>(path, { method, body: form, signal });

export const bannersApi = {
  /** Sliders with their ordered images; an Admin or Manager token also gets inactive ones. */
  list: (_arg: void, signal?: AbortSignal) =>
    apiRequest<Slider[]>('/slider/GetAllSliders', { signal }),

  /** The home carousel: images of active sliders, in order, titled in the current language. */
  images: (_arg: void, signal?: AbortSignal) =>
    apiRequest<PublicSliderImage[]>('/slider/GetAllSliderImages', { signal }),

  create: (fields: BannerFields, signal?: AbortSignal) =>
    apiRequest<Slider>('/adminSlider/createSlider', { method: 'POST', body: fields, signal }),

  update: (changes: BannerChanges, signal?: AbortSignal) =>
    apiRequest<Slider>('/adminSlider/UpdateSlider', { method: 'PUT', body: changes, signal }),

  remove: (sliderId: number, signal?: AbortSignal) =>
    apiRequest<SliderRemoval>(`/adminSlider/DeleteSlider/${sliderId}`, {
      method: 'DELETE',
      signal,
    }),

  addImage: async ({ upload, ...input }: BannerImageInput, signal?: AbortSignal) =>
    (await (upload ?? sendForm('POST', ADD_BANNER_IMAGE_PATH))(
      imageForm(input),
      signal,
    )) as Envelope<SliderImage>,

  updateImage: async ({ id, upload, ...input }: BannerImageChanges, signal?: AbortSignal) =>
    (await (upload ?? sendForm('PUT', '/adminSlider/UpdateSliderImage'))(
      imageForm(input, id),
      signal,
    )) as Envelope<SliderImage>,

  removeImage: (ids: { sliderId: number; imageId: number }, signal?: AbortSignal) =>
    apiRequest<SliderImageRemoval>('/adminSlider/deleteSliderImage', {
      method: 'DELETE',
      body: ids,
      signal,
    }),

  removeAllImages: (sliderId: number, signal?: AbortSignal) =>
    apiRequest<SliderImagesRemoval>(`/adminSlider/DeleteAllSliderImages/${sliderId}`, {
      method: 'DELETE',
      signal,
    }),

  reorderImages: (order: { sliderId: number; imageIds: number[] }, signal?: AbortSignal) =>
    apiRequest<Slider>('/adminSlider/ReorderSliderImages', { method: 'PUT', body: order, signal }),
};
