// `npm run dev`: the API on :3000 and Vite's dev server on :5173 (proxying /ev to the API).
import { spawn } from 'node:child_process';

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SERVE_WEB: 'false', SMS_OUTBOX: process.env.SMS_OUTBOX ?? 'var/sms-outbox.jsonl' },
});
const web = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  api.kill();
  web.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
