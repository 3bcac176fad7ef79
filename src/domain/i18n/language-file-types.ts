/**
 * The shape of a language's registry (src/domain/i18n/files/<lang>.generated.ts, written by
 * scripts/language-files.mjs from the files on disk): one loader per translation file, `undefined`
 * where the file does not exist yet. Each loader is a dynamic import, so the web app fetches a
 * language's files as chunks of their own, only for its reader.
 */
type Load = (() => Promise<unknown>) | undefined;

export interface LanguageFiles {
  /** `src/domain/i18n/<lang>.ts`, exporting `<lang>` (the core catalogue, `Translated<typeof en>`). */
  readonly core: Load;
  /** `areas/<area>.<lang>.ts`, exporting `<area in camelCase><Lang>` (e.g. `tripRoadsMr`), by area. */
  readonly areas: Readonly<Record<string, Load>>;
  /** `src/domain/places/state-names-<lang>.ts`, exporting `STATE_NAMES_<LANG>`. */
  readonly stateNames: Load;
  /** `glossary/<lang>.ts`, exporting `glossary<Lang>` (a `Glossary`). */
  readonly glossary: Load;
}

/** A module's export by name (undefined when the file exports it under another name: the parity test says so). */
export const pick = (module: object, name: string): unknown => (module as Record<string, unknown>)[name];
