import { spawn } from 'node:child_process';
import net from 'node:net';

/** A port free at this moment (the bare server is told it, as the app's is). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const BARE_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"success":true}'); }).listen(Number(process.env.PORT), '127.0.0.1');`;

/**
 * The yardstick of bench:startup, measured in the same run: a bare node:http server's start, from
 * the spawn of plain node to its first successful GET, asked every `pollMs` as the app's is. What
 * the machine and Node take to start any server at that moment; the app's start is read against it.
 */
export async function bareStartMs(pollMs: number): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error('the bare server exited before it answered');
      const ok = await fetch(`http://127.0.0.1:${port}/ev/evData`).then(
        (r) => r.arrayBuffer().then(() => r.ok),
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    child.kill();
  }
}
