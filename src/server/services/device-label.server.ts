import Bowser from 'bowser';

/**
 * What a session's download says about the phone it was made on: 'Chrome on Android' (browser
 * and system by name, no version, never the User-Agent itself), or '' when the header names
 * neither. Bowser reads the header (its names come from its own list); the label is also cut to
 * plain letters, so a forged header cannot put anything else into a person's file.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return '';
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  const clean = (name: string | undefined) =>
    (name ?? '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '')
      .trim()
      .slice(0, 40);
  const browser = clean(parsed.browser.name);
  const system = clean(parsed.os.name);
  if (browser && system) return `${browser} on ${system}`;
  return browser || system;
}
