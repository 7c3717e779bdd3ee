export * from './money';
export * from './gst';
export * from './delivery';
export * from './gateway-fee';
export * from './order-total';
export * from './discount';
export * from './unit-price';
