import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { messages, promotionsMessages } from '@shop/shared';
import { productFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import type { Category, Product } from '@shop/shared';
import { ProductForm } from './product-form';

const categories: Category[] = [
  { id: 2, name: 'Wellness', description: 'Everyday balance', gst: 12, hsn_code: null },
  { id: 3, name: 'Hair care', description: 'Oils and cleansers', gst: 18, hsn_code: null },
];

function png(name: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidFields() {
  type(/^Name/, 'Tulsi Drops');
  type(/^Description/, 'Holy basil extract.');
  type(/^User Manual/, 'Five drops in warm water.');
  type(/^Rate/, '199.5');
  type(/^Stock/, '10');
  fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '2' } });
}

function renderAddForm() {
  const onCreate = vi.fn();
  renderWithProviders(
    <ProductForm categories={categories} onCreate={onCreate} onCancel={() => {}} />,
  );
  return { onCreate };
}

/** The form editing `product` (a category 3 fixture unless given). */
function renderEditForm(product: Product = productFixture({ category_id: 3 })) {
  const onUpdate = vi.fn();
  renderWithProviders(
    <ProductForm
      product={product}
      categories={categories}
      onUpdate={onUpdate}
      onCancel={() => {}}
    />,
  );
  return { onUpdate };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
const imagesInput = () => screen.getByLabelText(/^Images/) as HTMLInputElement;

describe('ProductForm', () => {
  describe('price with GST', () => {
    const shown = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

    it('works out the rate from the price with GST typed, and sends that rate', () => {
      const { onCreate } = renderAddForm();
      fillValidFields();
      type(/^Price with GST/, '390.88');
      expect(shown(/^Rate/)).toBe('349.00');
      expect(screen.getByText('Rate ₹349.00 + GST ₹41.88 = ₹390.88')).toBeTruthy();
      fireEvent.change(imagesInput(), { target: { files: [png('front.png')] } });
      submit();
      expect(onCreate.mock.calls[0]![0]).toMatchObject({ rate: 349 });
    });

    it('shows the price with GST of a typed rate', () => {
      renderAddForm();
      fillValidFields();
      expect(shown(/^Price with GST/)).toBe('223.44');
      type(/^Rate/, '100');
      expect(shown(/^Price with GST/)).toBe('112.00');
    });

    it('names the nearest price when GST rounding cannot reach the typed one', () => {
      renderAddForm();
      fillValidFields();
      fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '3' } });
      type(/^Price with GST/, '118.03');
      expect(shown(/^Rate/)).toBe('100.02');
      expect(
        screen.getByText(promotionsMessages.priceNearest('₹100.02', '₹18.00', '₹118.02')),
      ).toBeTruthy();
    });

    it('asks for the category first, and works the rate out once it is chosen', () => {
      renderAddForm();
      type(/^Price with GST/, '112');
      expect(shown(/^Rate/)).toBe('');
      expect(screen.getByText(promotionsMessages.chooseCategoryForRate)).toBeTruthy();
      fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '2' } });
      expect(shown(/^Rate/)).toBe('100.00');
      fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '3' } });
      // 9491 -> 11199 and 9492 -> 11201 are as near: the lower rate.
      expect(shown(/^Rate/)).toBe('94.91');
    });
  });

  it('refuses to add a product without an image', () => {
    const { onCreate } = renderAddForm();
    fillValidFields();
    submit();
    expect(screen.getByText(messages.product.imageRequired)).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('says so at once when 6 images are chosen, and refuses to send them', () => {
    const { onCreate } = renderAddForm();
    fillValidFields();
    const files = Array.from({ length: 6 }, (_, i) => png(`photo-${i + 1}.png`));
    fireEvent.change(imagesInput(), { target: { files } });
    expect(screen.getByText(messages.product.maxImages)).toBeTruthy();
    submit();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('previews the chosen images and lets one be removed before upload', () => {
    const { onCreate } = renderAddForm();
    fillValidFields();
    fireEvent.change(imagesInput(), { target: { files: [png('front.png'), png('back.png')] } });
    expect(screen.getByText('front.png')).toBeTruthy();
    expect(screen.getByText('back.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(screen.queryByText('back.png')).toBeNull();
    submit();
    expect(onCreate).toHaveBeenCalledTimes(1);
    const [body, images] = onCreate.mock.calls[0]!;
    expect(body).toMatchObject({
      name: 'Tulsi Drops',
      rate: 199.5,
      stock: 10,
      category_id: 2,
      user_manual: 'Five drops in warm water.',
    });
    expect(images.map((file: File) => file.name)).toEqual(['front.png']);
  });

  it('refuses an image over 5 MB', () => {
    const { onCreate } = renderAddForm();
    fillValidFields();
    fireEvent.change(imagesInput(), { target: { files: [png('huge.png', 5 * 1024 * 1024 + 1)] } });
    expect(screen.getByText(messages.product.imageTooLarge)).toBeTruthy();
    submit();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('checks the fields in the order of the rules and names each problem', () => {
    const { onCreate } = renderAddForm();
    type(/^Rate/, 'abc');
    type(/^Shipping weight/, '-5');
    submit();
    expect(screen.getByText(messages.product.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.product.rateInvalid)).toBeTruthy();
    expect(screen.getByText(messages.product.categoryRequired)).toBeTruthy();
    expect(screen.getByText(messages.product.weightInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('edits without stock or images', () => {
    const declarations = {
      net_quantity: 100,
      net_quantity_unit: 'ml' as const,
      manufacturer: null,
      country_of_origin: 'India',
      best_before: null,
      licence_number: null,
    };
    const product: Product = {
      id: 9,
      name: 'Neem Oil',
      also_known_as: ['नीम', 'Azadirachta indica'],
      description: 'Cold pressed.',
      user_manual: 'Apply at night.',
      stock: 4,
      rate: 120,
      mrp: null,
      weight: 100,
      category_id: 3,
      category: 'Hair care',
      product_category: categories[1]!,
      product_images: [
        { id: 1, image_url: '/images/products/n.webp', thumb_url: '/images/products/n-thumb.webp' },
      ],
      ...declarations,
      unit_price: { amount: 134.4, per: '100 ml' },
    };
    const { onUpdate } = renderEditForm(product);
    expect(screen.queryByLabelText(/^Stock/)).toBeNull();
    expect(screen.queryByLabelText(/^Images/)).toBeNull();
    expect((screen.getByLabelText(/^Also known as/) as HTMLTextAreaElement).value).toBe(
      'नीम\nAzadirachta indica',
    );
    type(/^Rate/, '130');
    type(/^Also known as/, 'नीम\n nimba \n\nAzadirachta indica');
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(onUpdate).toHaveBeenCalledWith({
      name: 'Neem Oil',
      also_known_as: ['नीम', 'nimba', 'Azadirachta indica'],
      description: 'Cold pressed.',
      user_manual: 'Apply at night.',
      rate: 130,
      category_id: 3,
      weight: 100,
      mrp: null,
      // The Declarations section sends what it shows; empty fields clear.
      ...declarations,
      low_stock_at: 5,
    });
  });

  it('sends the MRP typed in rupees', () => {
    const { onUpdate } = renderEditForm();
    type(/^MRP/, '320');
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ mrp: 320 }));
  });

  it('refuses a net quantity without its unit, in the Declarations section', async () => {
    const { onUpdate } = renderEditForm();
    expect(screen.getByRole('group', { name: messages.declarations.heading })).toBeTruthy();
    expect((screen.getByLabelText(/^Net quantity/) as HTMLInputElement).value).toBe('60');
    fireEvent.change(screen.getByLabelText(/^Unit/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(messages.declarations.netQuantityPair)).toBeTruthy();
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
