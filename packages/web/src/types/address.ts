/** The postal part of an address: what an order copies from the address it ships to. */
export interface PostalAddress {
  name: string;
  phone_number: string;
  /** House, office or flat. */
  line_1: string;
  /** Street or landmark. */
  line_2: string;
  city: string;
  district: string;
  state: string;
  country: string;
  pin_code: string;
}

/** An address as `GET /api/address/user` answers it (spec §3). */
export interface Address extends PostalAddress {
  id: number;
}

/** A state or union territory the shop delivers to, rates in rupees. */
export interface DeliveryState {
  id: number;
  name: string;
  delivery_rate: number;
  additional_rate: number;
  is_active: boolean;
}
