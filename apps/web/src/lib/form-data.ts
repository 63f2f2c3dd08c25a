export type FormValue = string | number | boolean | null | undefined;

/** Multipart body: null, undefined and '' are left out, like the query builder does. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, String(value));
  }
  return form;
}

/** Brand and category forms: the text fields plus the optional single image `imageFile`. */
export function withImageFile(form: FormData, imageFile?: File | null): FormData {
  if (imageFile) form.append('imageFile', imageFile);
  return form;
}
