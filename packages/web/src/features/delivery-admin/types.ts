/** A delivery state as the staff calls answer it (spec §3), rates in rupees. */
export interface DeliveryState {
  id: number;
  name: string;
  delivery_rate: number;
  /** Added for every full 200 g above the free 500 g. */
  additional_rate: number;
  is_active: boolean;
  /** GST state code, the place of supply on tax invoices. */
  gst_state_code?: string | null;
}
