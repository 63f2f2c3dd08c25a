import type { HelpService } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';
import { toFormData, withImageFile } from '../lib/form-data';

/** Multipart: both titles and descriptions, an optional sortOrder and the icon `imageFile`. */
export interface HelpServiceFormFields {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  sortOrder?: number | undefined;
}

export interface HelpServiceInput {
  fields: HelpServiceFormFields;
  imageFile?: File | null;
}

export interface HelpServiceUpdateInput extends HelpServiceInput {
  id: number;
}

function helpServiceForm({ fields, imageFile }: HelpServiceInput): FormData {
  return withImageFile(toFormData({ ...fields }), imageFile);
}

export const helpServiceApi = {
  list: (_arg: void, signal?: AbortSignal) =>
    apiRequest<HelpService[]>('/helpService/getAll', { signal }),

  create: (input: HelpServiceInput, signal?: AbortSignal) =>
    apiRequest<HelpService>('/helpService/create', {
      method: 'POST',
      body: helpServiceForm(input),
      signal,
    }),

  update: ({ id, ...input }: HelpServiceUpdateInput, signal?: AbortSignal) =>
    apiRequest<HelpService>(`/helpService/update/${id}`, {
      method: 'PUT',
      body: helpServiceForm(input),
      signal,
    }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<null>(`/helpService/delete/${id}`, { method: 'DELETE', signal }),
};
