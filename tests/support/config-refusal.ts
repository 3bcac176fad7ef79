import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.server.ts';

/** The message loadConfig stops with for `env` (failing the test if it does not stop). */
export function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return expect.fail(`loadConfig accepted ${JSON.stringify(env)}`);
}
