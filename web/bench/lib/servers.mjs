// Real servers for the bench: spawn a binary on a free loopback port with its own data dir, wait for
// /api/health, and stop it by PID. Every started server is tracked so run.mjs can stop them all on failure.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const LARDER_BIN = join(REPO_ROOT, 'bin/larder');

const running = new Set();

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `larder-bench-${prefix}-`));
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `<bin> serve` on 127.0.0.1:<free port> with `dataDir`; resolves once /api/health answers. */
export async function startServer(bin, dataDir, label = 'server') {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  const alive = () => child.exitCode === null && child.signalCode === null;
  let paused = false;
  const server = {
    label,
    url,
    dataDir,
    pid: child.pid,
    get paused() {
      return paused;
    },
    /**
     * SIGSTOP: the server does no work at all (no request, no timer, no GC) until resume(), so its
     * background work cannot land in the timing of the other server's UI.
     */
    pause() {
      if (paused || !alive()) return;
      process.kill(child.pid, 'SIGSTOP');
      paused = true;
    },
    /** SIGCONT; a no-op for a running server. */
    resume() {
      if (!paused) return;
      paused = false;
      if (alive()) process.kill(child.pid, 'SIGCONT');
    },
    async stop() {
      running.delete(server);
      // a stopped process keeps SIGTERM pending until it runs again
      server.resume();
      if (alive()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
  running.add(server);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  await server.stop();
  throw new Error(`${label} did not become healthy:\n${output}`);
}

/**
 * Makes `active` the only running server of `servers`: it is resumed first (SIGCONT), then every other
 * one is paused (SIGSTOP). A part that compares the two UIs keeps both servers up and calls this
 * before each step that uses one of them. Then waits `settleMs`, so the Go runtime of a server just
 * resumed catches up on its timers before the measured step begins.
 */
export async function useOnly(servers, active, settleMs = 200) {
  const wasPaused = active.paused;
  active.resume();
  for (const s of servers) if (s !== active) s.pause();
  if (wasPaused) await sleep(settleMs);
}

/** Stops every server still running (used in `finally` and on signals). */
export async function stopAllServers() {
  await Promise.all([...running].map((s) => s.stop()));
}

export async function api(baseUrl, path, { method = 'GET', token, body } = {}) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Creates the first admin (open while none exists) and returns an admin token. */
export async function createFirstAdmin(baseUrl, { email, password }) {
  await api(baseUrl, '/api/admins', { method: 'POST', body: { email, password, passwordConfirm: password } });
  const { token } = await api(baseUrl, '/api/admins/auth-with-password', {
    method: 'POST',
    body: { identity: email, password },
  });
  return token;
}

/**
 * Builds the stock PocketBase server (its own admin UI) from the module version server/go.mod requires.
 * Builds github.com/pocketbase/pocketbase/examples/base in a throwaway module; if that cannot be
 * built (no module proxy), falls back to an equivalent minimal main (`pocketbase.New().Start()`) in
 * the server module: same embedded stock UI, same API, no JS hooks. The output names the variant.
 */
export function buildStockServer(outDir) {
  const bin = join(outDir, 'pocketbase-stock');
  const serverDir = join(REPO_ROOT, 'server');
  const env = { ...process.env, GOTOOLCHAIN: 'local' };
  try {
    // examples/base also imports the JS-hooks plugin (goja), which server/go.sum does not cover:
    // build it in a throwaway module (a copy of server/go.mod and go.sum) that may fetch what it
    // needs from the module proxy, so the project's own go.sum stays as it is.
    const modDir = join(outDir, 'stock-module');
    mkdirSync(modDir, { recursive: true });
    const goMod = readFileSync(join(serverDir, 'go.mod'), 'utf8').replace(
      /^module .*$/m,
      'module larder/stockbench',
    );
    writeFileSync(join(modDir, 'go.mod'), goMod);
    copyFileSync(join(serverDir, 'go.sum'), join(modDir, 'go.sum'));
    execFileSync('go', ['build', '-o', bin, 'github.com/pocketbase/pocketbase/examples/base'], {
      cwd: modDir,
      env: { ...env, GOFLAGS: '-mod=mod' },
      stdio: 'pipe',
    });
    return { bin, variant: 'examples/base' };
  } catch (err) {
    const srcDir = join(outDir, 'stock-main');
    mkdirSync(srcDir, { recursive: true });
    const main = join(srcDir, 'main.go');
    writeFileSync(
      main,
      [
        'package main',
        '',
        'import (',
        '\t"log"',
        '',
        '\t"github.com/pocketbase/pocketbase"',
        ')',
        '',
        'func main() {',
        '\tif err := pocketbase.New().Start(); err != nil {',
        '\t\tlog.Fatal(err)',
        '\t}',
        '}',
        '',
      ].join('\n'),
    );
    execFileSync('go', ['build', '-o', bin, main], { cwd: serverDir, env, stdio: 'pipe' });
    if (!existsSync(bin)) throw err;
    const reason = String(err.stderr ?? err.message)
      .split('\n')
      .find((l) => l.includes('missing go.sum entry'));
    return {
      bin,
      variant: `minimal main (examples/base failed: ${reason ? 'missing go.sum entries for goja' : 'build error'})`,
    };
  }
}
