import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogs } from './build/catalogs.ts';
import { firstLoadPreloads } from './build/first-load-preloads.ts';
import { firstLoadWeights } from './build/first-load-weights.ts';
import { loadGroups } from './build/load-groups.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';
import { sharedMessageLiterals } from './build/shared-message-literals.ts';

const apiTarget = process.env.OPENTAB_API_URL ?? 'http://localhost:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** In development, /m/* opens the diners' QR entry, as the server does in production. */
const qrPages: Plugin = {
  name: 'opentab-qr-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/m(?:[/?]|$)/.test(req.url)) req.url = '/qr.html';
      next();
    });
  },
};

// The app (router, UI library, every route): main.tsx starts it on every page but the login page, which draws
// without it (app/sign-in-first.tsx); the server preloads its chunks everywhere else.
const APP_START = 'src/app/start-app.tsx';

// The signed-in frame every business page renders in, and the till (routes.tsx).
const LOAD_GROUPS = loadGroups({
  root: fileURLToPath(new URL('.', import.meta.url)),
  app: APP_START,
  frame: 'src/app/layouts/signed-in-frame.ts',
  pos: 'src/features/pos/PosPage.tsx',
});

// react-router's package exports name only its development build (warnings on, more code); the production
// build beside it is the same API. Built bundles use it (remix-run/react-router#12532, #14102).
const reactRouterProduction = {
  'react-router/dom': page('../../node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': page('../../node_modules/react-router/dist/production/index.mjs'),
};

// The pages whose first load is budgeted (issue 15): their route modules as routes.tsx nests them, and the
// calls their first paint waits for (for the POS, app/first-page-data.ts makes the same call).
const FIRST_LOAD_PAGES = {
  '/dashboard/pos': {
    modules: ['src/app/layouts/signed-in-frame.ts', 'src/features/pos/PosPage.tsx'],
    data: ['/api/v1/pos/init'],
    // with the document, the style sheet and /pos/init: the 12 requests of a tablet's first load (issue 22)
    maxScripts: 9,
  },
  // The dashboard and the reports (issue 22): their chunks and the figures they draw first from the first
  // byte on, not after the router and the page ran (the reports open on today).
  '/dashboard/home': {
    modules: ['src/app/layouts/signed-in-frame.ts', 'src/features/dashboard/DashboardHomePage.tsx'],
    data: ['/api/v1/dashboard'],
  },
  '/dashboard/reports': {
    modules: ['src/app/layouts/signed-in-frame.ts', 'src/features/reports/ReportsPage.tsx'],
    data: ['/api/v1/reports?type=today'],
  },
};

// The budgets of a first load's gzipped JavaScript (issues 15 and 24), in English and in every other language
// with its catalog (build/first-load-weights.ts; bench/web-weight.bench.ts prints them). `maxKb` fails the
// build past a page's English first load: the weights measured with a little room, lowered with each gain
// (2026-11-28, second session: login 84.5, drawn before the app; POS 276.4, in more, smaller chunks; QR
// 89.9 KB; docs/benchmarks.md, "Languages and the web budgets"). Issue 25's offline POS added what a first load
// cannot do without (the connectivity watch in the api client, the header's chip, the worker's registration,
// the offline texts' English ICU forms): login 85.0, POS 279.5, QR 90.2 KB; the outbox, IndexedDB's wrapper,
// the replay and the offline receipt load after the first paint. Issue 26 took the form controls that only dialogs
// and back-office forms draw (the number field and its formatter, tables, switches, radios, ...) out of the shared UI
// chunk (build/load-groups.ts): POS 264.5 KB with the stations, printers and guest screens in. Issue 27 adds to
// every first load its pages' and calls' entries in the one permission table and its English ICU messages
// (every English message with values is compiled into the first load), the POS the sold-out badge and the
// member's points, the QR menu the sold-out check: login 86.5, POS 266.7, QR 91.5 KB; its screens and dialogs load
// with themselves (the color field and progress bars in the form controls' chunk). Issue 24's last figure
// (2026-11-29): English's ICU messages are compiled into the modules that write them, not all into every first
// load (build/module-messages.ts); the components and icons that only dialogs and other pages draw left the shared
// UI chunk for `page-ui` (build/load-groups.ts); Socket.IO's client is fetched after the first paint
// (lib/realtime.ts): login 81.6, POS 244.0 (budget met in English, still 9 scripts), QR 86.7 KB. Then the staff
// app's catalog came in two parts, the texts the POS's first load writes (`staff-first`, 4.1–4.9 KB) and the rest
// after the first paint (build/catalogs.ts), and a build writes the shared messages (`MSG.x`) as texts where they are
// used (build/shared-message-literals.ts): login 77.8, POS 239.3 (243.4–244.2 with a catalog), QR 85.6 KB.
const WEIGHED_PAGES = {
  login: { entry: 'main', catalogScope: 'common+account+sign-in', budgetKb: 120, maxKb: 78 },
  pos: {
    entry: 'main',
    modules: [APP_START, ...FIRST_LOAD_PAGES['/dashboard/pos'].modules],
    catalogScope: 'staff-first',
    budgetKb: 250,
    maxKb: 240,
  },
  qr: { entry: 'qr', catalogScope: 'common+qr+qr-server', budgetKb: 100, maxKb: 86 },
};
/** One language's catalog chunk (issue 24), the build fails past it: then split the catalogs per area. */
const CATALOG_BUDGET_KB = 40;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    qrPages,
    sharedMessageLiterals(),
    catalogs({
      withPseudo: command === 'serve' || process.env.OPENTAB_PSEUDO_LOCALE === '1',
      messagesWithModules: command === 'build',
      staffFirstLoad:
        command === 'build'
          ? { root: page('.'), entry: 'main', modules: WEIGHED_PAGES.pos.modules }
          : undefined,
    }),
    LOAD_GROUPS.plugin,
    firstLoadPreloads({ app: APP_START, withoutApp: ['/login'], pages: FIRST_LOAD_PAGES }),
    firstLoadWeights({ pages: WEIGHED_PAGES, catalogBudgetKb: CATALOG_BUDGET_KB }),
    // /sw.js: the app, its chunks and its shell offline on a signed-in device (issue 25)
    serviceWorker({ source: 'src/sw/service-worker.ts' }),
    precompress(),
  ],
  resolve: command === 'build' ? { alias: reactRouterProduction } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself (Safari before 17 only loads them unpreloaded).
    modulePreload: { polyfill: false },
    // Maps are written for our own debugging but not referenced from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // Two entries: the back office (index.html) and the diners' small QR menu (qr.html).
    rolldownOptions: {
      input: { main: page('index.html'), qr: page('qr.html') },
      output: {
        // Few files per first load, each a closure of the module graph (build/load-groups.ts).
        codeSplitting: { groups: LOAD_GROUPS.groups },
      },
      // The shared package is pure definitions: what an entry does not use (zod schemas) is dropped.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
