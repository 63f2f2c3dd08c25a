import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../app/api-client';
import { makeStore } from '../app/store';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import { aProduct } from '../testing/catalog-fixtures';
import { productFormData, type ProductFields } from './products.api';
import { selectProductsState } from './products.slice';
import { importProducts, updateProduct } from './products.thunks';

const fields: ProductFields = {
  nameEn: 'Dates',
  nameAr: 'تمر',
  descriptionEn: '',
  descriptionAr: '',
  sku: 'DAT-1',
  price: 30,
  stock: 4,
  brandId: 1,
  categoryId: 2,
  isActive: true,
};
const photo = new File(['png'], 'dates.png', { type: 'image/png' });
const sheet = new File(['xlsx'], 'products.xlsx');

beforeEach(() => {
  installMemoryStorage();
});

describe('product multipart body', () => {
  it('repeats imageOrder once per entry, in order, after the uploaded images', () => {
    const form = productFormData(fields, [photo], 3, ['/media/products/b-800.webp', 'new:0']);
    expect(form.getAll('imageOrder')).toEqual(['/media/products/b-800.webp', 'new:0']);
    expect(form.getAll('images')).toHaveLength(1);
    expect(form.get('id')).toBe('3');
  });

  it('sends an empty order as one blank entry (no images left), and none when absent', () => {
    expect(productFormData(fields, [], 3, []).getAll('imageOrder')).toEqual(['']);
    expect(productFormData(fields, [], 3).has('imageOrder')).toBe(false);
  });

  it('update passes the image order through to the request', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(aProduct())));
    await makeStore().dispatch(
      updateProduct({ id: 3, fields, images: [photo], imageOrder: ['new:0', '/media/a-800.webp'] }),
    );
    const body = requests[0]?.init.body as FormData;
    expect(body.getAll('imageOrder')).toEqual(['new:0', '/media/a-800.webp']);
  });
});

describe('import with a custom sender', () => {
  it('hands the multipart body to the given upload and keeps the slice’s transitions', async () => {
    const upload = vi.fn(async (form: FormData) => {
      expect(form.get('file')).toBeInstanceOf(File);
      return envelope({ created: 2, updated: 1 }, '');
    });
    const { fetchMock } = stubFetch(() => envelopeResponse(envelope(null)));
    const store = makeStore();
    const result = await store.dispatch(importProducts({ file: sheet, upload })).unwrap();
    expect(upload).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      data: { created: 2, updated: 1 },
      message: 'Products imported successfully',
    });
    expect(selectProductsState(store.getState()).importStatus).toBe('success');
  });

  it('a rejected upload ends in the import error with the row report kept', async () => {
    const report = { errors: [{ row: 3, column: 'price', message: 'Price must be more than 0' }] };
    const upload = vi.fn(() =>
      Promise.reject(
        new ApiRequestError({ message: 'Some rows are invalid', statusCode: 422, data: report }),
      ),
    );
    const store = makeStore();
    await store.dispatch(importProducts({ file: sheet, upload }));
    expect(selectProductsState(store.getState())).toMatchObject({
      importStatus: 'error',
      importError: { message: 'Some rows are invalid', statusCode: 422, data: report },
    });
  });
});
