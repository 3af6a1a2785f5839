import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the figures are written, beside the build (bench/web-weight.bench.ts prints them). */
export const FIRST_LOAD_WEIGHTS_FILE = 'first-load-weights.json';
/** The id the catalogs plugin (build/catalogs.ts) gives one language's catalog: `…/ko`, `…/common+qr+qr-server/ko`. */
const CATALOG = '\0virtual:opentab-catalog/';

type TWeightedPage = {
  /** the entry whose page it is: `main` (index.html) or `qr` (qr.html) */
  entry: string;
  /** route modules a first load of it needs beyond the entry's (relative to apps/web), as first-load-preloads */
  modules?: readonly string[];
  /** the catalogs it fetches (build/catalogs.ts): an entry's scope (`common+qr+qr-server`), or the whole ones */
  catalogScope?: string;
  /** the issue's budget (KB of gzipped JS, in English and in any other language): reported, met or missed */
  budgetKb: number;
  /**
   * the most its first load may fetch in English (KB), its code without a catalog: the build fails past it.
   * Catalogs grow with every screen translated and are held by their own maximum (`catalogBudgetKb`), so this
   * one is about code: set where a page stands until it meets its budget, lowered with each gain.
   */
  maxKb: number;
};

/** What `first-load-weights.json` holds: per page, KB of gzipped JS in English and with each language. */
export type TFirstLoadWeights = {
  pages: Record<
    string,
    {
      budgetKb: number;
      maxKb: number;
      files: string[];
      englishKb: number;
      languagesKb: Record<string, number>;
    }
  >;
  /** per language, its catalog chunk as each page fetches it (KB gzipped) */
  catalogsKb: Record<string, Record<string, number>>;
  catalogBudgetKb: number;
};

type TChunkFacts = {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facade: string;
  ids: string[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The gzipped JavaScript a first load of each budgeted page fetches (issue 15's budgets: login 120 KB, POS
 * 250 KB, QR menu 100 KB), in English and in each other language (issue 24: the page's files plus that
 * language's catalog chunk, fetched only when it is used), and each catalog chunk (at most `catalogBudgetKb`).
 * Measured on the files as written (gzip -9, the `.gz` copies the server sends), like the bench; the build fails
 * past a page's `maxKb` (its English first load) or a catalog's maximum, so a change that grows a first load is
 * caught in CI rather than by the next bench. Whether each page meets its budget in every language is printed.
 */
export function firstLoadWeights(options: {
  pages: Record<string, TWeightedPage>;
  catalogBudgetKb: number;
}): Plugin {
  let root = '';
  let outDir = '';
  let chunks: TChunkFacts[] = [];
  return {
    name: 'opentab-first-load-weights',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                facade: (output.isEntry ? `entry:${output.name}` : output.facadeModuleId) ?? '',
                ids: output.moduleIds,
              },
            ]
          : [],
      );
    },
    closeBundle() {
      if (chunks.length === 0) return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const gzipped = new Map<string, number>();
      const sizeOf = (fileName: string) => {
        let size = gzipped.get(fileName);
        if (size === undefined) {
          size = gzipSync(readFileSync(path.join(outDir, fileName)), { level: 9 }).length;
          gzipped.set(fileName, size);
        }
        return size;
      };
      const closure = (from: string[]) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const fileName of from) visit(fileName);
        return files;
      };
      const weights: TFirstLoadWeights = {
        pages: {},
        catalogsKb: {},
        catalogBudgetKb: options.catalogBudgetKb,
      };
      const missed: string[] = [];
      for (const [name, page] of Object.entries(options.pages)) {
        const entry = chunks.find((chunk) => chunk.facade === `entry:${page.entry}`);
        if (!entry) throw new Error(`first-load weights: no entry ${page.entry}`);
        const starts = [entry.fileName];
        for (const module of page.modules ?? []) {
          const id = path.resolve(root, module);
          const chunk =
            chunks.find((candidate) => candidate.facade === id) ??
            chunks.find((candidate) => candidate.ids.includes(id));
          if (!chunk) throw new Error(`first-load weights: no chunk for ${module}`);
          starts.push(chunk.fileName);
        }
        const files = closure(starts);
        const english = [...files].reduce((sum, fileName) => sum + sizeOf(fileName), 0);
        // The catalog each language fetches from this page: its scope's (the QR menu's `common+qr+qr-server`,
        // the login page's `common+account+sign-in`) or the whole one, among those its files can import.
        const prefix = `${CATALOG}${page.catalogScope ? `${page.catalogScope}/` : ''}`;
        const catalogs = new Map<string, TChunkFacts>();
        for (const fileName of files) {
          for (const imported of byName.get(fileName)?.dynamicImports ?? []) {
            const chunk = byName.get(imported);
            const language = chunk?.facade.slice(prefix.length) ?? '';
            if (chunk?.facade.startsWith(prefix) && !language.includes('/')) catalogs.set(language, chunk);
          }
        }
        if (catalogs.size === 0) throw new Error(`first-load weights: no catalog ${prefix}… for ${name}`);
        const languagesKb: Record<string, number> = {};
        for (const [language, chunk] of [...catalogs].sort(([a], [b]) => a.localeCompare(b))) {
          const catalog = sizeOf(chunk.fileName);
          languagesKb[language] = kb(english + catalog);
          weights.catalogsKb[language] = { ...weights.catalogsKb[language], [name]: kb(catalog) };
          if (kb(catalog) > options.catalogBudgetKb) {
            missed.push(
              `${language}'s catalog for ${name} ${kb(catalog)} KB > ${options.catalogBudgetKb} KB`,
            );
          }
        }
        weights.pages[name] = {
          budgetKb: page.budgetKb,
          maxKb: page.maxKb,
          files: [...files],
          englishKb: kb(english),
          languagesKb,
        };
        if (kb(english) > page.maxKb) {
          missed.push(
            `${name}'s first load ${kb(english)} KB gzipped JS > ${page.maxKb} KB (${[...files].join(', ')})`,
          );
        }
      }
      writeFileSync(path.join(outDir, FIRST_LOAD_WEIGHTS_FILE), `${JSON.stringify(weights, null, 2)}\n`);
      const line = Object.entries(weights.pages)
        .map(([name, page]) => {
          const languages = Object.values(page.languagesKb);
          const heaviest = Math.max(page.englishKb, ...languages);
          return `${name} ${page.englishKb} KB (max ${page.maxKb}), with a catalog ${Math.min(...languages)}–${heaviest} KB: budget ${page.budgetKb} ${heaviest > page.budgetKb ? 'missed' : 'met'}`;
        })
        .join(', ');
      console.log(`first-load JS gzipped: ${line}`);
      if (missed.length > 0) {
        throw new Error(
          `first-load weights over their maximum (build/first-load-weights.ts): ${missed.join('; ')}`,
        );
      }
    },
  };
}
