export * from './users';
export * from './sessions';
export * from './catalogue';
export * from './shopping';
export * from './orders';
export * from './sandbox';
export * from './invoices';
export * from './refunds';
