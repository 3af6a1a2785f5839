import { fileURLToPath } from 'node:url';
import type { TCompiledCatalog } from '../../../packages/shared/src/i18n/catalogs.ts';

/** Where `addSourceMessages` lives: every module that shows an English ICU message hands its own to it. */
const I18N = fileURLToPath(new URL('../src/lib/i18n.ts', import.meta.url));
/** The app's and the shared package's code; not the service worker (a classic script that imports nothing). */
export const SOURCE_CODE =
  /[\\/](apps[\\/]web[\\/]src[\\/](?!sw[\\/])|packages[\\/]shared[\\/]src[\\/]).*\.tsx?$/;

type TNode = { type?: string; value?: unknown; cooked?: unknown } & Record<string, unknown>;

/** The shared message objects (`MSG`, `POS_MSG`, ...), whose texts a build writes where they are used. */
export const MESSAGE_OBJECT = /(^|_)MSG$/;

/**
 * Every string a module writes: its string literals and the plain parts of its template literals; with
 * `withoutMessageObjects`, not those of a message object's declaration (build/shared-message-literals.ts wrote
 * each where it is used, so its ICU message goes with the module that shows it).
 */
export function stringsOf(node: unknown, found: Set<string>, withoutMessageObjects = false): void {
  if (Array.isArray(node)) {
    for (const child of node) stringsOf(child, found, withoutMessageObjects);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const { type, value } = node as TNode;
  if (type === 'Literal' && typeof value === 'string') found.add(value);
  if (type === 'TemplateElement' && typeof (value as TNode)?.cooked === 'string') {
    found.add((value as TNode).cooked as string);
  }
  const declared = type === 'VariableDeclarator' ? (node as { id?: { name?: unknown } }).id?.name : undefined;
  if (withoutMessageObjects && typeof declared === 'string' && MESSAGE_OBJECT.test(declared)) return;
  for (const child of Object.values(node)) {
    if (child && typeof child === 'object') stringsOf(child, found, withoutMessageObjects);
  }
}

/**
 * English's ICU messages with the modules that show them (issue 24's last gain): the build compiles into each
 * module the English ICU messages it writes (`t('{count, plural, …}', …)`, a shared `MSG` text), so a lazy
 * area's messages load with its chunk, not with every first load. The module hands them to `lib/i18n.ts`
 * (`addSourceMessages`) when it runs, before anything it draws asks for them. `npm run dev` and the tests keep
 * the whole set in `virtual:opentab-catalog/source` instead (build/catalogs.ts).
 */
export function moduleMessages(sourceMessages: () => TCompiledCatalog) {
  let messages: TCompiledCatalog | undefined;
  return {
    transform(this: { parse(code: string): unknown }, code: string, id: string) {
      if (!SOURCE_CODE.test(id) || id === I18N) return undefined;
      messages ??= sourceMessages();
      const written = new Set<string>();
      stringsOf(this.parse(code), written, true);
      const own = Object.fromEntries(
        [...written].flatMap((text) => (messages && text in messages ? [[text, messages[text]]] : [])),
      );
      if (Object.keys(own).length === 0) return undefined;
      // appended, so the module's own lines and their source map stay as they are; imports run first anyway
      const added = `\nimport { addSourceMessages as __addSourceMessages } from ${JSON.stringify(I18N)};\n__addSourceMessages(${JSON.stringify(own)});\n`;
      return { code: code + added, map: null };
    },
  };
}
