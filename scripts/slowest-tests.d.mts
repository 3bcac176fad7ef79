// Types of slowest-tests.mjs (a plain script npm test runs under node), for its test and scripts/test.mjs's readers.
export interface TestRow {
  project: string;
  file: string;
  name: string;
  status: string;
  duration: number;
  timeout: number;
  share: number;
}
export interface FileRow {
  project: string;
  file: string;
  duration: number;
}
export const PROJECT_TIMEOUTS: Record<string, number>;
export function projectOf(file: string): 'unit' | 'components' | 'api' | 'e2e';
export function testTimings(report: unknown, root: string): TestRow[];
export function slowestTable(rows: readonly TestRow[], count?: number): string;
export function fileTimings(report: unknown, root: string): FileRow[];
export function slowestFilesTable(rows: readonly FileRow[], count?: number): string;
