import { describe, expect, it } from 'vitest';
import { aProduct } from '../../testing/catalog-fixtures';
import { cardAddAction } from './card-add-action';

describe('cardAddAction', () => {
  it('adds a product without options', () => {
    expect(cardAddAction(aProduct())).toBe('add');
  });

  it('sends a product with options of one price and no colours to its page', () => {
    const abaya = aProduct({ hasOptions: true, price: 250, priceMax: 250, swatches: [] });
    expect(cardAddAction(abaya)).toBe('choose');
  });

  it('sends a product with a price range or colours to its page too', () => {
    const swatch = { id: 1, valueEn: 'Red', valueAr: 'أحمر', value: 'Red', hex: '#c0392b' };
    expect(cardAddAction(aProduct({ hasOptions: true, priceMax: 60 }))).toBe('choose');
    expect(cardAddAction(aProduct({ hasOptions: true, swatches: [swatch] }))).toBe('choose');
  });

  it('offers nothing for a product sold out or no longer sold, options or not', () => {
    expect(cardAddAction(aProduct({ stock: 0 }))).toBe('unavailable');
    expect(cardAddAction(aProduct({ hasOptions: true, stock: 0 }))).toBe('unavailable');
    expect(cardAddAction(aProduct({ isActive: false }))).toBe('unavailable');
  });
});
