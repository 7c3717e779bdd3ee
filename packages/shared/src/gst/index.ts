export * from './states';
export * from './gstin';
export * from './hsn';
