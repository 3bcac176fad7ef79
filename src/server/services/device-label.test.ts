import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.server.ts';

/** What a session's download says about the phone (issue 31): browser and system by name, nothing else. */
describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Windows'],
    ['node', ''],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('keeps no version, model or markup, whatever the header says', () => {
    const label = deviceLabel(
      'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36 <script>',
    );
    expect(label).toBe('Chrome on Android');
    expect(deviceLabel(`${'x'.repeat(5000)} <img src=x onerror=alert(1)>`)).not.toMatch(/[<>=()]/);
  });
});
