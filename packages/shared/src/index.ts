export * from './brand';
export * from './messages';
export * from './pricing';
export * from './permissions';
export * from './order-status';
export * from './schemas';
export * from './gst';
