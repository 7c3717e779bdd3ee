/** The product as `GET /api/products` answers it (contract §3): money in rupees, rate excl. GST. */
export interface ProductImage {
  id: number;
  image_url: string;
  thumb_url?: string | null;
  /** The image's smaller widths, e.g. "/images/products/k-320.webp 320w, …" (with the image's `sizes`). */
  srcset?: string;
}

export interface ProductCategory {
  id: number;
  name: string;
  gst: number;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  user_manual: string;
  stock: number;
  rate: number;
  weight: number | null;
  category_id: number;
  product_category: ProductCategory | null;
  product_images: ProductImage[];
}

export interface Category {
  id: number;
  name: string;
  description: string;
  gst: number;
}
