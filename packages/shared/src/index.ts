export * from './auth.schemas.ts';
export * from './currencies.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './scopes.ts';
export * from './settings.schemas.ts';
export * from './tax.ts';
export * from './time-zone.ts';
