// The translation files' registry (issue 41): for each language but English, which catalogue files
// exist on disk, written as src/domain/i18n/files/<lang>.generated.ts. A translator adds a file (an
// area's `areas/<area>.<lang>.ts`, the core `<lang>.ts`, `places/state-names-<lang>.ts`,
// `glossary/<lang>.ts`) and nothing else: vite.config.ts (so `vite build`, the dev server and
// vitest), build-server.mjs and `npm run typecheck` write the registry again first. A missing file
// is simply left out, so the build stays green and the parity test names it.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const i18nDir = path.join(root, 'src/domain/i18n');
export const FILES_DIR = path.join(i18nDir, 'files');

/** Every language but English; the order of LANGUAGES in src/domain/i18n/languages.ts (a test holds the two the same). */
export const TRANSLATED = ['hi', 'mr', 'ta', 'te', 'kn', 'bn', 'ml', 'gu'];

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
/** 'trip-roads' → 'tripRoads'. */
const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/** The areas, named by their English files (areas/<area>.en.ts). */
export const areaNames = () =>
  fs
    .readdirSync(path.join(i18nDir, 'areas'))
    .map((file) => /^(.+)\.en\.ts$/.exec(file)?.[1])
    .filter(Boolean)
    .sort();

/** What each file of a language must export, and where it lives (relative to src/domain/i18n). */
export function expectedFiles(language) {
  const lang = capital(language);
  return {
    core: { file: `${language}.ts`, name: language },
    areas: Object.fromEntries(
      areaNames().map((area) => [area, { file: `areas/${area}.${language}.ts`, name: `${camel(area)}${lang}` }]),
    ),
    stateNames: { file: `../places/state-names-${language}.ts`, name: `STATE_NAMES_${language.toUpperCase()}` },
    glossary: { file: `glossary/${language}.ts`, name: `glossary${lang}` },
  };
}

const exists = (relative) => fs.existsSync(path.join(i18nDir, relative));
const loader = ({ file, name }) =>
  exists(file) ? `() => import('../${file}').then((m) => pick(m, '${name}'))` : 'undefined';

/** The registry's source for one language. */
export function languageFilesSource(language) {
  const expected = expectedFiles(language);
  const areas = Object.entries(expected.areas)
    .map(([area, entry]) => `    '${area}': ${loader(entry)},`)
    .join('\n');
  const core = loader(expected.core);
  const stateNames = loader(expected.stateNames);
  const glossary = loader(expected.glossary);
  const picks = [areas, core, stateNames, glossary].some((text) => text.includes('pick('));
  return `// Written by scripts/language-files.mjs from the files on disk: do not edit (it is written again before
// every build, typecheck and test run). A file missing here is missing on disk: the parity test names it.
import { ${picks ? 'pick, ' : ''}type LanguageFiles } from '../language-file-types.ts';

export const files: LanguageFiles = {
  core: ${core},
  areas: {
${areas}
  },
  stateNames: ${stateNames},
  glossary: ${glossary},
};
`;
}

/** Writes every language's registry file that differs from the files on disk; returns the ones written. */
export function writeLanguageFiles() {
  fs.mkdirSync(FILES_DIR, { recursive: true });
  const written = [];
  for (const language of TRANSLATED) {
    const file = path.join(FILES_DIR, `${language}.generated.ts`);
    const source = languageFilesSource(language);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === source) continue;
    fs.writeFileSync(file, source);
    written.push(file);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const written = writeLanguageFiles();
  if (written.length) console.log(`language files: wrote ${written.map((f) => path.relative(root, f)).join(', ')}`);
}
