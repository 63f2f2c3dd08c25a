export * from './envelope.ts';
export * from './language.ts';
export * from './validation-messages.ts';
export * from './text.ts';
export * from './accounts.ts';
export * from './catalog.ts';
export * from './products.ts';
