export * from './auth.schemas.ts';
export * from './messages.ts';
export * from './scopes.ts';
