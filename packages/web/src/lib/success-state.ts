/** What checkout hands `/success` in the navigation state. */
export interface SuccessState {
  orderId?: number;
}
