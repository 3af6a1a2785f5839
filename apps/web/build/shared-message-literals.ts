import MagicString from 'magic-string';
import * as shared from '../../../packages/shared/src/index.ts';
import { MESSAGE_OBJECT, SOURCE_CODE } from './module-messages.ts';

type TNode = { type?: string; start: number; end: number } & Record<string, unknown>;
type TTexts = Record<string, string>;

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

/** The shared package's message objects (`MSG`, `POS_MSG`, ...): the exported objects that hold texts only. */
function messageObjects(): Map<string, TTexts> {
  return new Map(
    Object.entries(shared).flatMap(([name, value]) =>
      MESSAGE_OBJECT.test(name) &&
      value &&
      typeof value === 'object' &&
      Object.values(value).every((text) => typeof text === 'string')
        ? [[name, value as TTexts]]
        : [],
    ),
  );
}

/** The names an exported `const` of a module declares. */
function ownDeclarators(node: TNode): string[] {
  const declaration = node.type === 'ExportNamedDeclaration' ? (node.declaration as TNode | null) : null;
  if (declaration?.type !== 'VariableDeclaration') return [];
  return (declaration.declarations as { id: { name?: string } }[]).flatMap(({ id }) =>
    id.name ? [id.name] : [],
  );
}

function visit(node: unknown, each: (node: TNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, each);
    return;
  }
  if (!node || typeof node !== 'object') return;
  each(node as TNode);
  for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child, each);
}

/**
 * Shared messages as literals where the web shows them (issue 24): a build writes `MSG.pleaseWait` as the text
 * itself, so a chunk carries only the texts its own code shows, and the message objects (over 400 texts, the
 * server's) stay out of every first load. Its catalog part then holds only those texts too (build/catalogs.ts).
 */
export function sharedMessageLiterals() {
  let objects: Map<string, TTexts> | undefined;
  return {
    name: 'opentab-shared-message-literals',
    apply: 'build' as const,
    transform(this: { parse(code: string): unknown }, code: string, id: string) {
      if (!SOURCE_CODE.test(id) || !code.includes('MSG')) return undefined;
      objects ??= messageObjects();
      const ast = this.parse(code) as { body: TNode[] };
      const isInShared = SHARED_SOURCE.test(id);
      const locals = new Map<string, TTexts>();
      for (const node of ast.body) {
        // a message object's own module writes its texts where it uses them too
        for (const declarator of ownDeclarators(node)) {
          const texts = isInShared ? objects.get(declarator) : undefined;
          if (texts) locals.set(declarator, texts);
        }
        const from = (node.source as { value?: string } | undefined)?.value ?? '';
        if (node.type !== 'ImportDeclaration') continue;
        if (from !== '@opentab/shared' && !(isInShared && from.startsWith('./'))) continue;
        for (const specifier of node.specifiers as TNode[]) {
          const imported = specifier.imported as { name?: string } | undefined;
          const texts = imported?.name ? objects.get(imported.name) : undefined;
          if (specifier.type === 'ImportSpecifier' && texts) {
            locals.set((specifier.local as { name: string }).name, texts);
          }
        }
      }
      if (locals.size === 0) return undefined;
      // edited in place, so the source map (the build's, hidden) still points each line at its source
      const written = new MagicString(code);
      let edits = 0;
      visit(ast, (node) => {
        if (node.type !== 'MemberExpression' || node.computed || node.optional) return;
        const object = node.object as TNode & { name?: string };
        const property = node.property as TNode & { name?: string };
        const texts = object.type === 'Identifier' && object.name ? locals.get(object.name) : undefined;
        const text =
          texts && property.type === 'Identifier' && property.name ? texts[property.name] : undefined;
        if (text === undefined) return;
        if (code.slice(node.start, node.end).replace(/\s/g, '') !== `${object.name}.${property.name}`) {
          throw new Error(`shared message literals: unexpected offsets in ${id}`);
        }
        written.overwrite(node.start, node.end, JSON.stringify(text));
        edits++;
      });
      if (edits === 0) return undefined;
      return { code: written.toString(), map: written.generateMap({ hires: true, source: id }) };
    },
  };
}
