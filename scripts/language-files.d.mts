// Types of language-files.mjs (a plain script build-server.mjs runs under node), for vite.config.ts and the parity test.
export interface ExpectedFile {
  /** Relative to src/domain/i18n. */
  file: string;
  /** The export the file must have. */
  name: string;
}
export interface ExpectedFiles {
  core: ExpectedFile;
  areas: Record<string, ExpectedFile>;
  stateNames: ExpectedFile;
  glossary: ExpectedFile;
}
export const FILES_DIR: string;
export const TRANSLATED: string[];
export function areaNames(): string[];
export function expectedFiles(language: string): ExpectedFiles;
export function languageFilesSource(language: string): string;
export function writeLanguageFiles(): string[];
