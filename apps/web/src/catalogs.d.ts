// The compiled message catalogs, made by build/catalogs.ts.
declare module 'virtual:opentab-catalog/*' {
  const messages: Record<string, string | unknown[]>;
  export default messages;
}
declare module 'virtual:opentab-catalogs' {
  const loaders: Record<string, () => Promise<{ default: Record<string, string | unknown[]> }>>;
  export default loaders;
}
declare module 'virtual:opentab-catalogs/*' {
  const loaders: Record<string, () => Promise<{ default: Record<string, string | unknown[]> }>>;
  export default loaders;
}
