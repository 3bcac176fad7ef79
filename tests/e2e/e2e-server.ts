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
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
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
      // A test that signs the same person in again waits what the server asks before another code
      // (check-ins.test.ts): 2 s here rather than 30. The API suite checks the 30 s rule itself.
      OTP_RESEND_SECONDS: '2',
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
  // It answers once it has loaded its data, which takes a busy machine longer: wait for that (or
  // its exit), with only a stuck start's fail-safe, the e2e project's hook time-out.
  const deadline = Date.now() + 180_000;
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
      throw new Error('server did not start within 180 s');
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
