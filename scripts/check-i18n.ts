/**
 * The catalogs' CI check (issue 24; docs/i18n.md). Fails when:
 * - a language's catalog misses a text that English has, or has one English does not (stale);
 * - a message is not valid ICU, or names other values than its English text;
 * - a translation is the English text itself, unless that text is in locales/same-as-english.json
 *   (brand words, codes, texts that read the same in that language);
 * - a text of packages/shared/src that the server sends or the web shows is missing from English's catalog: every
 *   string of an export whose name ends in MSG, _LABELS or _DESCRIPTIONS (MSG, SPLIT_MSG, AUDIT_ACTION_LABELS,
 *   SCOPE_DESCRIPTIONS, ...: plain objects of texts), and the texts inside PAGE_LIST (label, settings menu label,
 *   sidebar section), SCOPE_GROUPS (area), PLAN_FEATURES, VOID_REASONS and subscriptionHistoryLabel. A text with
 *   values is its ICU message, filled in where it is shown (ARCHITECTURE.md, "Server messages");
 * - the web passes a text to t() or msg() that English's catalog lacks;
 * - the web writes a text outside the catalogs: JSX text with letters, a letter-bearing string or template literal
 *   as a JSX child, in a user-facing JSX attribute or object property (label, title, placeholder, aria-label,
 *   message, ...), or passed straight to a function that shows it (withToast, toast*, notifications.show,
 *   useDocumentTitle, confirm* helpers, modals.open*); a template literal's letters are its own text, not its
 *   values' (`${t('Kitchen')} · ${APP_NAME}` passes). A line after a comment `i18n-same: why` is skipped (a
 *   text that reads the same in every language, such as the paper format "80mm").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import { LOCALES_DIR, readCatalog, type TCatalog } from '../packages/shared/src/i18n/catalogs.ts';
import { LANGUAGES, SOURCE_LANGUAGE } from '../packages/shared/src/i18n/languages.ts';
import * as shared from '../packages/shared/src/index.ts';

const ROOT = join(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web/src');
const problems: string[] = [];
const fail = (text: string) => problems.push(text);

const source = readCatalog(SOURCE_LANGUAGE);
const sameAsEnglish = JSON.parse(readFileSync(join(LOCALES_DIR, 'same-as-english.json'), 'utf8')) as Record<
  string,
  string[]
>;

function valueNamesOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...names].sort();
}

function checkMessage(language: string, key: string, text: string): void {
  try {
    const names = valueNamesOf(text);
    const english = valueNamesOf(key);
    if (names.join() !== english.join())
      fail(`${language}: "${key}" names {${names}} where English names {${english}}`);
  } catch (error) {
    fail(`${language}: "${key}" is not a valid ICU message: ${(error as Error).message.split('\n')[0]}`);
  }
}

for (const [key, text] of Object.entries(source)) {
  if (key !== text) fail(`en: "${key}" must map to itself (English texts are the keys)`);
  checkMessage(SOURCE_LANGUAGE, key, text);
}
for (const { code } of LANGUAGES) {
  if (code === SOURCE_LANGUAGE) continue;
  let catalog: TCatalog;
  try {
    catalog = readCatalog(code);
  } catch (error) {
    fail((error as Error).message);
    continue;
  }
  const allowed = new Set([...(sameAsEnglish['*'] ?? []), ...(sameAsEnglish[code] ?? [])]);
  for (const key of Object.keys(source)) {
    const text = catalog[key];
    if (text === undefined) fail(`${code}: missing "${key}"`);
    else if (text === key && !allowed.has(key)) fail(`${code}: "${key}" is left in English`);
    else checkMessage(code, key, text);
  }
  for (const key of Object.keys(catalog))
    if (!(key in source)) fail(`${code}: "${key}" is not in English's catalog`);
}

/** The shared texts the server answers with and the web shows (t(MSG.x)), each named for the failure. */
function sharedTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const [name, value] of Object.entries(shared)) {
    if (!/(MSG|_LABELS|_DESCRIPTIONS)$/.test(name) || !value || typeof value !== 'object') continue;
    for (const [key, text] of Object.entries(value))
      if (typeof text === 'string') texts.push([`${name}.${key}`, text]);
  }
  for (const page of shared.PAGE_LIST) {
    texts.push([`PAGES.${page.id}.label`, page.label]);
    if (page.settingsMenu) texts.push([`PAGES.${page.id}.settingsMenu.label`, page.settingsMenu.label]);
    if (page.sidebar) texts.push([`PAGES.${page.id}.sidebar.section`, page.sidebar.section]);
  }
  for (const group of shared.SCOPE_GROUPS) texts.push([`SCOPE_GROUPS "${group.area}"`, group.area]);
  for (const feature of shared.PLAN_FEATURES) texts.push(['PLAN_FEATURES', feature]);
  for (const reason of shared.VOID_REASONS) texts.push(['VOID_REASONS', reason]);
  for (const status of ['created', 'cancelled', 'renewed']) {
    const { label, dateLabel } = shared.subscriptionHistoryLabel(status);
    texts.push(
      [`subscriptionHistoryLabel('${status}')`, label],
      [`subscriptionHistoryLabel('${status}')`, dateLabel],
    );
  }
  return texts;
}
for (const [name, text] of sharedTexts())
  if (!(text in source)) fail(`packages/shared: ${name} "${text}" is not in English's catalog`);

const USER_FACING = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'ariaLabel',
  'alt',
  'description',
  'message',
  'error',
  'tooltip',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'text',
  'summary',
  'tip',
]);
/** Functions whose arguments a user reads (a toast, the document's title, a confirm dialog). */
const SHOWS_ARGUMENTS =
  /^(withToast|toast[A-Z]\w*|useDocumentTitle|confirm[A-Z]\w*|notifications\.(show|update)|modals\.open\w*)$/;
const LETTERS = /\p{L}{2,}/u;

/** A string or template literal with letters in its own text (not in its values): the text it writes. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  let text: string | undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{…}');
  return text !== undefined && LETTERS.test(text) ? text : undefined;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

for (const path of filesUnder(WEB)) {
  const file = relative(ROOT, path);
  const text = readFileSync(path, 'utf8');
  const tree = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const lines = text.split('\n');
  const isSame = (node: ts.Node) =>
    lines[tree.getLineAndCharacterOfPosition(node.getStart()).line - 1]?.includes('i18n-same:') ?? false;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['t', 'msg'].includes(node.expression.text)
    ) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        if (!(first.text in source)) fail(`${where(node)}: "${first.text}" is not in English's catalog`);
      }
      return;
    }
    if (!isSame(node)) {
      if (ts.isJsxText(node) && LETTERS.test(node.text))
        fail(`${where(node)}: JSX text "${node.text.trim()}" bypasses the catalogs`);
      // {'Live'} or {`${count} or more`} as a child
      if (
        ts.isJsxExpression(node) &&
        (ts.isJsxFragment(node.parent) ||
          (ts.isJsxElement(node.parent) &&
            !['style', 'script'].includes(node.parent.openingElement.tagName.getText())))
      ) {
        const literal = literalText(node.expression);
        if (literal) fail(`${where(node)}: JSX text {"${literal}"} bypasses the catalogs`);
      }
      if (ts.isJsxAttribute(node) && USER_FACING.has(node.name.getText()) && node.initializer) {
        const value = node.initializer;
        const literal = ts.isStringLiteral(value)
          ? literalText(value)
          : ts.isJsxExpression(value)
            ? literalText(value.expression)
            : undefined;
        if (literal) fail(`${where(node)}: ${node.name.getText()}="${literal}" bypasses the catalogs`);
      }
      if (ts.isPropertyAssignment(node) && USER_FACING.has(node.name.getText().replace(/['"]/g, ''))) {
        const literal = literalText(node.initializer);
        if (literal) fail(`${where(node)}: ${node.name.getText()}: "${literal}" bypasses the catalogs`);
      }
      if (ts.isCallExpression(node) && SHOWS_ARGUMENTS.test(node.expression.getText())) {
        for (const argument of node.arguments) {
          const literal = literalText(argument);
          if (literal)
            fail(`${where(node)}: ${node.expression.getText()}("${literal}") bypasses the catalogs`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s); see docs/i18n.md`);
  process.exit(1);
}
console.log(
  `catalogs: ${Object.keys(source).length} texts in ${LANGUAGES.length} languages, every web file through them`,
);
