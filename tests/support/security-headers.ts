import { expect } from 'vitest';

type HeaderBag = { get(name: string): string | null };

/** Reads a Content-Security-Policy header into directive → sources. */
export function parseCsp(header: string | null): Record<string, string[] | undefined> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/**
 * The headers every response carries, HTML and API alike: a CSP with no inline or eval'd script,
 * no plugins, no <base> and no framing; HSTS for at least a year; nosniff; a Referrer-Policy.
 */
export function expectSecurityHeaders(headers: HeaderBag, what: string) {
  const csp = parseCsp(headers.get('content-security-policy'));
  const scriptSrc = csp['script-src'] ?? csp['default-src'];
  expect(scriptSrc, `${what}: script-src`).toBeDefined();
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'");
  // Nothing (API answers), our own files, and inline scripts only by the hash of their exact text.
  for (const source of scriptSrc ?? [])
    expect(source, `${what}: script-src`).toMatch(/^('none'|'self'|'sha256-[A-Za-z0-9+/]+=*')$/);
  expect(csp['script-src-attr'] ?? [], `${what}: script-src-attr`).not.toContain("'unsafe-inline'");
  expect(csp['object-src'], `${what}: object-src`).toEqual(["'none'"]);
  expect(csp['base-uri'], `${what}: base-uri`).toEqual(["'none'"]);
  expect(csp['frame-ancestors'], `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(headers.get('referrer-policy'), `${what}: referrer-policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const maxAge = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
  expect(Number(maxAge?.[1]), `${what}: HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
}
