import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const SERVER_BIN = resolve(import.meta.dirname, '../../../bin/larder');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Starts a server binary (default bin/larder) on a free loopback port with its own data dir. */
export async function startServer(
  options: {
    dataDir?: string;
    bin?: string;
    /** Extra environment, e.g. LARDER_DASHBOARD_DIR. */
    env?: Record<string, string>;
    /** A fixed port, e.g. to start a stopped server again at the same address. */
    port?: number;
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'larder-e2e-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // automigrate writes a migration per collection change, by default into <dataDir>/../pb_migrations,
  // which every other server whose data dir shares that parent (the temp folder) would then apply:
  // each test server keeps its migrations inside its own data dir
  const args = ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir];
  if (!options.bin) args.push('--migrationsDir', join(dataDir, 'pb_migrations'));
  const child = spawn(options.bin ?? SERVER_BIN, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
