import { describe, expect, it } from 'vitest';
import { fallbackFileName, fileNameFrom } from './my-data-file.ts';

const FALLBACK = 'ev-india-my-data-2026-11-26.json';

describe('the downloaded file’s name', () => {
  it('is the one the server gives', () => {
    expect(fileNameFrom('attachment; filename="ev-india-my-data-2026-11-25.json"', FALLBACK)).toBe('ev-india-my-data-2026-11-25.json');
    expect(fileNameFrom('attachment; filename=ev-india-my-data-2026-11-25.json', FALLBACK)).toBe('ev-india-my-data-2026-11-25.json');
    expect(fileNameFrom("attachment; filename=\"x.json\"; filename*=UTF-8''ev-india-my-data-2026-11-24.json", FALLBACK)).toBe('ev-india-my-data-2026-11-24.json');
  });

  it('falls back when there is no header or no name', () => {
    expect(fileNameFrom(null, FALLBACK)).toBe(FALLBACK);
    expect(fileNameFrom('attachment', FALLBACK)).toBe(FALLBACK);
    expect(fileNameFrom('attachment; filename=""', FALLBACK)).toBe(FALLBACK);
  });

  it('never takes a path, a hidden file, odd characters or another kind of file', () => {
    for (const header of [
      'attachment; filename="../../evil.json"',
      'attachment; filename="dir/data.json"',
      "attachment; filename*=UTF-8''..%2Fevil.json",
      'attachment; filename=".json"',
      'attachment; filename="my data.json"',
      'attachment; filename="data.exe"',
      "attachment; filename*=UTF-8''%E0%A4",
    ]) {
      expect(fileNameFrom(header, FALLBACK), header).toBe(FALLBACK);
    }
  });

  it('falls back to India’s date, as the server names it', () => {
    // 20:00 UTC on 25 November is 01:30 on 26 November in India.
    expect(fallbackFileName(Date.UTC(2026, 10, 25, 20, 0))).toBe('ev-india-my-data-2026-11-26.json');
    expect(fallbackFileName(Date.UTC(2026, 10, 25, 12, 0))).toBe('ev-india-my-data-2026-11-25.json');
  });
});
