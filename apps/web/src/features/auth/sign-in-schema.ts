// The login form's schema, on its own so it (and zod) is a chunk the form fetches when first used.
export { ZSignInSchema } from '@opentab/shared';
