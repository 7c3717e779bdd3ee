/** A category as the categories calls answer it (contract §3); `gst` is a percentage. */
export interface Category {
  id: number;
  name: string;
  description: string;
  gst: number;
  /** Printed on tax invoices; 4, 6 or 8 digits. */
  hsn_code?: string | null;
}

export interface ProductImage {
  id: number;
  image_url: string;
  thumb_url?: string | null;
}

/** A product as the product calls answer it: rate in rupees excl. GST, weight in grams. */
export interface StaffProduct {
  id: number;
  name: string;
  description: string;
  user_manual: string;
  stock: number;
  rate: number;
  weight: number | null;
  category_id: number;
  category?: string | null;
  product_category: Category | null;
  product_images: ProductImage[];
}

export interface ProductPage {
  products: StaffProduct[];
  has_more: boolean;
}
