import { spawn, type ChildProcess } from 'node:child_process';
import { closedPort } from './reachable';

/**
 * `src/server/main.ts` in a child process (through tsx), as `npm run serve` starts it, on a free
 * port. What it prints is kept for the failure message; the child is ours to stop.
 */
export async function startServerProcess(env: Record<string, string>, readyTimeoutMs = 180_000) {
  const port = await closedPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server process exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server process did not answer /api/health within ${readyTimeoutMs} ms:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    output: () => output,
    /** SIGTERM (the server's clean shutdown), SIGKILL if it is still there after 10 s. */
    async stop(): Promise<number | null> {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
