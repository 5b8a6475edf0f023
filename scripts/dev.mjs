// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@hde/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@hde/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
