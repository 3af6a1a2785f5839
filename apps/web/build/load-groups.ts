import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web app's own modules. A closure stops at libraries and at the shared package: their index files
 * re-export everything, so a closure through them would take in what only other pages use.
 */
const APP_CODE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** React: the one library the diners' QR menu and the back office (the login page first) both load. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * The words (issue 24): Lingui's runtime, the app's `t()` and the language list, which both entries load before
 * their first paint (English's ICU messages ride with the modules that write them: build/module-messages.ts);
 * with React, or they are one more file on every first load.
 */
const WORDS =
  /(node_modules[\\/]@lingui[\\/]|apps[\\/]web[\\/]src[\\/]lib[\\/]i18n\.ts$|packages[\\/]shared[\\/]src[\\/]i18n[\\/]languages\.ts$|^\0virtual:opentab-catalog\/source$)/;
/**
 * The rules the QR menu and the signed-in pages share, which the login page does not need: money and tax,
 * discounts and the service charge (the POS prices a bill with them), a menu line's price and its title in the
 * screens' language (issue 24), the dining rules, the realtime names and the approval code (its module's
 * messages a build writes where they are used: build/shared-message-literals.ts). Named, since a closure through
 * the shared package's index would take in all of it; a module left out only costs a small chunk of its own.
 */
const SHARED_RULES =
  /(packages[\\/]shared[\\/]src[\\/](currencies|money|tax|discount|service-charge|pos\.rules|realtime-events|menu-translations|messages)\.ts$|apps[\\/]web[\\/]src[\\/]lib[\\/](menu-line|menu-title|format)\.ts$)/;
const ROUTER = /node_modules[\\/]react-router[\\/]/;
/** Mantine and what it is built on (its charts stay with the one page that draws them). */
const UI_LIBRARY =
  /node_modules[\\/](@mantine[\\/](core|hooks|store|notifications|modals)|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|clsx)[\\/]/;
const ICONS = /node_modules[\\/]@tabler[\\/]/;
/**
 * The UI that only dialogs, back-office forms and pages other than the POS draw, never the POS's first paint:
 * one chunk of its own (`page-ui`), fetched with the first page or dialog that uses it, out of the shared UI
 * chunk that the POS's first load carries. Issue 26 took the form controls (the number field and its formatter
 * alone were ~6 KB gzipped); issue 24's last gain the components two lazy pages share (a check box, a password
 * field, the empty state, a themed icon, the native select) and the icons no first load draws.
 */
const PAGE_ONLY_DIRS = new Set([
  'NumberInput',
  'Table',
  'Switch',
  'Textarea',
  'SegmentedControl',
  'FloatingIndicator',
  'Radio',
  'Accordion',
  'Breadcrumbs',
  'Fieldset',
  'FileButton',
  'List',
  // issue 27: the brand color field, and the bars of the inventory dashboard and the guests' ratings
  'ColorInput',
  'ColorPicker',
  'ColorSwatch',
  'Progress',
  'Checkbox',
  'PasswordInput',
  'EmptyState',
  'ThemeIcon',
  'NativeSelect',
  // the inline inputs' frame (check boxes, radios, switches) and their groups'
  'InlineInput',
  'InputsGroupFieldset',
]);
const MANTINE_PART = /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/]([^\\/]+)[\\/]/;
/** The check mark of the select's option list (the POS's payment type), drawn by a first load. */
const CHECK_ICON = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Checkbox[\\/]CheckIcon\.mjs$/;
/**
 * Not here: Drawer (the POS's cart on a tablet), Tooltip (the sidebar), Select and Menu: a first load needs them,
 * and the build's script count check fails when one of them is taken out of the UI chunk.
 */
function isPageOnlyComponent(id: string): boolean {
  if (/node_modules[\\/]react-number-format[\\/]/.test(id)) return true;
  return PAGE_ONLY_DIRS.has(MANTINE_PART.exec(id)?.[1] ?? '') && !CHECK_ICON.test(id);
}
/** An icon's module: `@tabler/icons-react/dist/esm/icons/IconPlus.mjs`. */
const ICON_FILE = /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](Icon\w+)\.mjs$/;
/** The icons an app module imports by name (the package's index re-exports them all, so the graph cannot tell). */
const ICON_IMPORTS = /import\s*\{([^}]*)\}\s*from\s*["']@tabler\/icons-react["']/g;
function iconsImportedBy(code: string): string[] {
  return [...code.matchAll(ICON_IMPORTS)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
  );
}
/**
 * Only the signed-in pages read the API through the query cache (QueryLayout). Their realtime link's client
 * (Socket.IO) is not here: lib/realtime.ts fetches it after the first paint, a chunk of its own.
 */
const SIGNED_IN_LIBRARIES = /node_modules[\\/]@tanstack[\\/]/;
const SOCKET_IO =
  /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io)[\\/]/;

type TGroup = {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  minShareCount?: number;
  includeDependenciesRecursively?: false;
};

/**
 * The chunks follow what a first load needs, not what happens to be shared (issue 22): on a tablet's weak link
 * every file costs a round trip (562 ms on "Fast 3G", six at a time over HTTP/1.1), and the POS's first load
 * fetched 40 scripts. The module graph is read once the build has parsed it, and each group takes a closure
 * of it: React, which the QR menu shares, in one file; the rules the QR menu and the signed-in pages share in
 * one; what the back office's first paint needs besides (the router, the UI library's entry part, the global
 * styles) in one, with the entry itself (theme, login page); the signed-in frame and the till (`frame`: query
 * cache, shell; `pos`: the POS screen's modules) in one, which every signed-in page loads; Socket.IO's client,
 * fetched after the first paint, in one; the UI components and icons two or more chunks share in one, and
 * those only pages other than the POS and dialogs draw in another; each page in its own. Nothing else the QR menu
 * reaches is taken into a back-office group, so the diners' entry stays as small as it was. Measured by
 * bench/web-weight.bench.ts (docs/benchmarks.md).
 *
 * A route module (what the router imports lazily) is never taken into a group: rolldown's facade for it then
 * names an export the group's chunk lacks ("Export 'PosPage_exports' is not defined"), and the page reloads
 * in a loop. The frame is one route module (app/layouts/signed-in-frame.ts) for that reason.
 */
export function loadGroups(options: { root: string; app: string; frame: string; pos: string }) {
  const sets = {
    qrAll: new Set<string>(),
    mainInitial: new Set<string>(),
    appStart: new Set<string>(),
    frame: new Set<string>(),
    pos: new Set<string>(),
  };
  let mainEntry = '';
  let routeModules = new Set<string>();
  let firstLoadIcons = new Set<string>();
  const plugin: Plugin = {
    name: 'opentab-load-groups',
    apply: 'build',
    buildEnd() {
      const closure = (from: string[], withDynamic: boolean) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || (!withDynamic && !APP_CODE.test(id))) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) return;
          for (const next of info.importedIds) visit(next);
          if (withDynamic) for (const next of info.dynamicallyImportedIds) visit(next);
        };
        for (const id of from) visit(id);
        return seen;
      };
      const at = (file: string) => path.resolve(options.root, file);
      mainEntry = at('src/main.tsx');
      routeModules = new Set([options.frame, options.pos].map(at));
      sets.qrAll = closure([at('src/qr/main.tsx')], true);
      sets.mainInitial = closure([mainEntry], false);
      sets.appStart = closure([at(options.app)], false);
      sets.frame = closure([at(options.frame)], false);
      sets.pos = closure([at(options.pos)], false);
      firstLoadIcons = new Set(
        [sets.mainInitial, sets.appStart, sets.frame, sets.pos].flatMap((set) =>
          [...set].flatMap((id) => iconsImportedBy(this.getModuleInfo(id)?.code ?? '')),
        ),
      );
    },
  };
  // Only modules: the pages (index.html, qr.html) and the bundler's own helpers stay where it puts them.
  const isModule = (id: string) => path.isAbsolute(id) && !id.endsWith('.html');
  const backOffice = (id: string) => isModule(id) && !sets.qrAll.has(id) && id !== mainEntry;
  // The app's modules a signed-in page adds to the entry's (the entry's own stay in the entry).
  // The route modules themselves (the router's dynamic imports) stay chunks of their own: taken into a group,
  // the bundler's facade for them named an export the group's chunk did not have.
  const signedIn = (set: 'frame' | 'pos') => (id: string) =>
    sets[set].has(id) &&
    !routeModules.has(id) &&
    !sets.mainInitial.has(id) &&
    !sets.appStart.has(id) &&
    backOffice(id);
  const isPageOnly = (id: string) => {
    const icon = ICON_FILE.exec(id)?.[1];
    return icon ? !firstLoadIcons.has(icon) : isPageOnlyComponent(id);
  };
  const groups: TGroup[] = [
    { name: 'react', test: (id) => REACT.test(id) || WORDS.test(id), priority: 40 },
    { name: 'rules', test: SHARED_RULES, priority: 40, includeDependenciesRecursively: false },
    // What main.tsx draws the login page with, which the app uses too (session, api client, the sign-in form):
    // one file. Left to the bundler, each module the app shares with the entry became a chunk of its own.
    { name: 'boot', test: (id) => sets.mainInitial.has(id) && id !== mainEntry, priority: 35 },
    // The router and the UI library's components and icons that two or more chunks share, in one file: the app
    // (app/start-app.tsx) and every page load it, the login page's first load does not; the rest stays with
    // its page.
    {
      name: 'ui',
      test: (id) => (UI_LIBRARY.test(id) || ICONS.test(id) || ROUTER.test(id)) && !isPageOnly(id),
      minShareCount: 2,
      priority: 20,
    },
    // without their dependencies: the theme's color helpers and the shared hooks stay where a first load has them
    {
      name: 'page-ui',
      test: isPageOnly,
      minShareCount: 2,
      priority: 20,
      includeDependenciesRecursively: false,
    },
    { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
    // fetched by lib/realtime.ts after the first paint, by name rather than the bundler's `esm-…`
    { name: 'socket-io', test: SOCKET_IO, priority: 30 },
    // The signed-in frame and the till: their own modules and the query cache, in one file
    // (the till's 11 KB ride along on the other signed-in pages, one request less on the POS's first load).
    {
      name: 'signed-in',
      test: (id) => signedIn('frame')(id) || signedIn('pos')(id) || SIGNED_IN_LIBRARIES.test(id),
      priority: 30,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
