/** A charge as the staff calls answer it (spec §3); the amount is the text typed. */
export interface Charge {
  id: number;
  type: string;
  /** A rupee figure ("25") or a percentage ("2%"). */
  amount: string;
  description: string;
  is_active: boolean;
}
