import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * The real server (its build, scripts/build-server.mjs, under plain node, as production runs it)
 * on a loopback port, with SMS_OUTBOX so tests read codes as a person trying the app would. The
 * global setup starts the suite's; a test that needs a server of its own (the service worker
 * update test serves a changed copy of the build) starts another the same way.
 */
export interface E2eServerOptions {
  serverBundle: string;
  webDist: string;
  database: string;
  outbox: string;
  /** A port of the caller's choosing (a test reusing an origin); a free one otherwise. */
  port?: number;
  /** Settings over the suite's ('' puts one back to the app's default). */
  env?: Record<string, string>;
  /** Every line the server logs (JSON); the lines still go to the test's output. */
  onLog?: (line: string) => void;
}

export interface E2eServer {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startE2eServer(options: E2eServerOptions): Promise<E2eServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--enable-source-maps', options.serverBundle], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.database,
      WEB_DIST: options.webDist,
      SMS_OUTBOX: options.outbox,
      LOG_LEVEL: 'warn',
      // Trip searches on a worker thread, as in production (the test default is the event loop).
      TRIP_SEARCH_THREADS: '1',
      // The suite signs many people in from one address.
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      API_PER_IP: '100000',
      API_BACKSTOP_PER_IP: '100000',
      API_PER_TOKEN: '100000',
      MAPS_RATE_PER_MINUTE: '10000',
      MAPS_RATE_PER_IP_PER_MINUTE: '100000',
      ...options.env,
    },
    stdio: ['ignore', options.onLog ? 'pipe' : 'inherit', 'inherit'],
  });
  if (options.onLog && child.stdout) {
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) options.onLog!(line);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A safety net only: the loop waits for the server's first answer (a fresh database seeds the
  // stations first, which on a loaded 2-core machine takes a while), never for a speed.
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/ev/evData`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not answer within 170 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
