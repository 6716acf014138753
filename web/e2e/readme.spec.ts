import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from './support/fixtures';
import { adminToken } from './support/api';
import { freePort, SERVER_BIN } from './support/server';

// Every command, flag and environment variable README.md names, run as a user would run it: the
// real make targets and the real binary, each on a free loopback port with its own temporary data dir.

const ROOT = resolve(import.meta.dirname, '../..');
const WEB = join(ROOT, 'web');
const BUILT_DASHBOARD = join(WEB, 'dist');
const BIN_RELATIVE = 'bin/larder';

/** The environment of a command typed in a shell: none of the variables under test, and no make of ours. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', NO_COLOR: '1' };
  // when the suite runs under `make test`, the outer make's flags (and jobserver) must not leak in
  for (const name of [
    'MAKEFLAGS',
    'MFLAGS',
    'MAKELEVEL',
    'LARDER_API',
    'LARDER_DASHBOARD_DIR',
    'VITE_API_URL',
  ]) {
    delete env[name];
  }
  return { ...env, ...extra };
}

function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `larder-readme-${prefix}-`));
}

interface Proc {
  child: ChildProcess;
  /** stdout and stderr so far, without colours. */
  output: () => string;
  /** Resolves with the first match of pattern in the output; rejects when the process ends first. */
  waitForOutput: (pattern: RegExp, timeoutMs: number) => Promise<RegExpMatchArray>;
  /** Resolves with the exit code (null when a signal ended it) once the process and its stdio closed. */
  waitForExit: (timeoutMs: number) => Promise<number | null>;
  /** Resolves true once the process and its stdio closed, false after ms. */
  closesWithin: (ms: number) => Promise<boolean>;
  /** Ends the whole process group (make and what it started), SIGKILL if SIGTERM is not enough. */
  stop: () => Promise<void>;
}

/** Starts a command in its own process group, so stop() also ends the processes it starts. */
function launch(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Proc {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? cleanEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  let closed = false;
  const closedPromise = new Promise<void>((resolveClosed) => {
    const done = () => {
      closed = true;
      resolveClosed();
    };
    child.once('close', done);
    child.once('error', (err) => {
      out += `\n[spawn error: ${err.message}]`;
      done();
    });
  });
  const output = () => stripVTControlCharacters(out);
  const describe = () => `$ ${command} ${args.join(' ')}\n${output()}`;
  const closesWithin = (ms: number) =>
    new Promise<boolean>((resolveWithin) => {
      const timer = setTimeout(() => resolveWithin(false), ms);
      void closedPromise.then(() => {
        clearTimeout(timer);
        resolveWithin(true);
      });
    });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (closed || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  return {
    child,
    output,
    closesWithin,
    waitForOutput: async (pattern, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = output().match(pattern);
        if (match) return match;
        if (closed) throw new Error(`exited (${child.exitCode}) before printing ${pattern}:\n${describe()}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${describe()}`);
        await closesWithin(100);
      }
    },
    waitForExit: async (timeoutMs) => {
      if (!(await closesWithin(timeoutMs)))
        throw new Error(`still running after ${timeoutMs} ms:\n${describe()}`);
      return child.exitCode;
    },
    stop: async () => {
      signalGroup('SIGTERM');
      if (await closesWithin(15_000)) return;
      signalGroup('SIGKILL');
      await closesWithin(5_000);
    },
  };
}

/** fetch that answers undefined while nothing listens yet. */
async function tryFetch(url: string, init: RequestInit = {}): Promise<Response | undefined> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(10_000), ...init });
  } catch {
    return undefined;
  }
}

/** Polls until the server behind url answers /api/health, failing early when proc ends. */
async function waitForHealth(url: string, proc: Proc, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await tryFetch(`${url}/api/health`);
    if (res?.ok) return;
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(`exited before ${url} was healthy:\n${proc.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${url} not healthy within ${timeoutMs} ms:\n${proc.output()}`);
    await proc.closesWithin(100);
  }
}

/** `make -q bin/larder`: 0 when make considers the binary up to date (so make run will not rebuild it). */
function binaryIsUpToDate(env: NodeJS.ProcessEnv = cleanEnv()): boolean {
  return spawnSync('make', ['-q', BIN_RELATIVE], { cwd: ROOT, env, timeout: 60_000 }).status === 0;
}

/** All JavaScript of a dashboard build, concatenated. */
function builtJs(distDir: string): string {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}

/** The SDK client's base URL as the minifier leaves it: `new X("…")` or `new X(`…`)`. */
const clientBase = (url: string) =>
  new RegExp(`\\(\\s*[\`'"]${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[\`'"]\\s*\\)`);

/** The local addresses listening on a TCP port (Linux /proc/net), as hex: 0100007F is 127.0.0.1. */
function listenAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 4) continue;
      const [address, localPort] = fields[1].split(':');
      if (localPort === hexPort && fields[3] === '0A') addresses.push(address);
    }
  }
  return addresses;
}
const LOOPBACK = ['0100007F', '00000000000000000000000001000000'];

test.describe('README', () => {
  test('make run HTTP=… DATA_DIR=… prints the dashboard URL, serves it there and creates the data dir', async () => {
    test.setTimeout(120_000);
    expect(
      binaryIsUpToDate(),
      'bin/larder is out of date: make run would rebuild it (run make build first)',
    ).toBe(true);
    const root = tempDir('run');
    const dataDir = join(root, 'data'); // does not exist yet
    const port = await freePort();
    const proc = launch('make', ['run', `HTTP=127.0.0.1:${port}`, `DATA_DIR=${dataDir}`]);
    try {
      const dashboard = `http://127.0.0.1:${port}/_/`;
      await proc.waitForOutput(
        new RegExp(`^Larder dashboard: ${dashboard.replace(/[.]/g, '\\.')}$`, 'm'),
        60_000,
      );
      await waitForHealth(`http://127.0.0.1:${port}`, proc);
      // a fresh data dir opens the installer
      const res = await fetch(dashboard, { redirect: 'manual' });
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe('?installer#');
      const installer = await fetch(`${dashboard}?installer`);
      expect(installer.status).toBe(200);
      expect(await installer.text()).toContain('<title>Larder</title>');
      expect(existsSync(join(dataDir, 'data.db')), `${dataDir}/data.db`).toBe(true);
      // and without HTTP and DATA_DIR: http://127.0.0.1:8090/_/ with ./pb_data (a dry run, 8090 may be taken)
      const plan = spawnSync('make', ['-n', 'run'], {
        cwd: ROOT,
        env: cleanEnv(),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(plan.stdout).toContain('Larder dashboard: http://127.0.0.1:8090/_/');
      expect(plan.stdout).toMatch(/^bin\/larder serve --http 127\.0\.0\.1:8090 --dir \.\/pb_data$/m);
    } finally {
      await proc.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('bin/larder serve --http --dir --origins: only the allowed origin gets CORS headers', async ({
    server,
  }) => {
    test.setTimeout(60_000);
    const dataDir = tempDir('origins');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = launch(SERVER_BIN, [
      'serve',
      '--http',
      `127.0.0.1:${port}`,
      '--dir',
      dataDir,
      '--origins',
      'https://example.com',
    ]);
    try {
      await waitForHealth(url, proc);
      expect(existsSync(join(dataDir, 'data.db')), '--dir holds the data').toBe(true);

      const allowed = await fetch(`${url}/api/health`, { headers: { Origin: 'https://example.com' } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://example.com');

      const other = await fetch(`${url}/api/health`, { headers: { Origin: 'https://other.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();

      const preflight = await fetch(`${url}/api/collections`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://example.com');

      // without --origins every origin is allowed, so the flag is what made the difference
      const stock = await fetch(`${server.url}/api/health`, { headers: { Origin: 'https://other.example' } });
      expect(stock.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("bin/larder --help lists PocketBase's serve and upgrade; serve --help lists --http, --dir, --origins", () => {
    const help = spawnSync(SERVER_BIN, ['--help'], {
      cwd: ROOT,
      env: cleanEnv(),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^\s+serve\s+\S/m);
    expect(help.stdout).toMatch(/^\s+upgrade\s+\S/m);
    expect(help.stdout).toMatch(/^\s+--dir\s/m);

    const serveHelp = spawnSync(SERVER_BIN, ['serve', '--help'], {
      cwd: ROOT,
      env: cleanEnv(),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(serveHelp.status, serveHelp.stderr).toBe(0);
    for (const flag of ['--http', '--dir', '--origins'])
      expect(serveHelp.stdout).toMatch(new RegExp(`\\s${flag}\\s`));
  });

  test('LARDER_DASHBOARD_DIR=web/dist bin/larder serve serves that folder at /_/; a missing folder stops the server at start', async () => {
    test.setTimeout(90_000);
    const root = tempDir('dashboard-dir');
    // the README's relative path, resolved against the working directory
    const folder = join(root, 'web', 'dist');
    cpSync(BUILT_DASHBOARD, folder, { recursive: true });
    const marker = `<!-- readme-spec ${Date.now().toString(36)} -->`;
    const indexPath = join(folder, 'index.html');
    writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace('</head>', `${marker}</head>`));

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = join(root, 'pb_data');
    const serveArgs = ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir];
    const proc = launch(SERVER_BIN, serveArgs, {
      cwd: root,
      env: cleanEnv({ LARDER_DASHBOARD_DIR: 'web/dist' }),
    });
    let missing: Proc | undefined;
    try {
      await waitForHealth(url, proc);
      // same route, headers and installer redirect as the embedded build
      const root307 = await fetch(`${url}/_/`, { redirect: 'manual' });
      expect(root307.status).toBe(307);
      expect(root307.headers.get('location')).toBe('?installer#');
      expect(root307.headers.get('content-security-policy')).toContain("script-src 'self'");
      const index = await fetch(`${url}/_/?installer`);
      expect(index.status).toBe(200);
      expect(index.headers.get('cache-control')).toBe('no-store');
      const html = await index.text();
      expect(html).toContain(marker);
      const entry = html.match(/src="\.\/(assets\/index-[^"]+\.js)"/)?.[1];
      expect(entry, 'entry script in index.html').toBeTruthy();
      const asset = await fetch(`${url}/_/${entry}`);
      expect(asset.status).toBe(200);
      expect(await asset.text()).toBe(readFileSync(join(folder, entry!), 'utf8'));
      await proc.stop();

      const missingDir = join(root, 'no-such-folder');
      missing = launch(SERVER_BIN, serveArgs, {
        cwd: root,
        env: cleanEnv({ LARDER_DASHBOARD_DIR: missingDir }),
      });
      const code = await missing.waitForExit(30_000);
      expect(code, missing.output()).not.toBe(0);
      expect(code, missing.output()).not.toBeNull();
      expect(missing.output()).toContain('LARDER_DASHBOARD_DIR');
      expect(missing.output()).toContain(missingDir);
      expect(await tryFetch(`${url}/api/health`), 'nothing listens').toBeUndefined();
    } finally {
      await proc.stop();
      await missing?.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('VITE_API_URL=… at build time points the dashboard at that server; the default is ../', async ({
    server,
  }) => {
    test.setTimeout(240_000);
    const outDir = tempDir('vite-api-url');
    try {
      // what `make build` runs for web/dist, with the variable set
      const build = launch('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
        cwd: WEB,
        env: cleanEnv({ VITE_API_URL: 'https://api.example.test/' }),
      });
      try {
        expect(await build.waitForExit(200_000), build.output()).toBe(0);
      } finally {
        await build.stop();
      }
      const custom = builtJs(outDir);
      expect(custom).toContain('https://api.example.test/');
      expect(custom).toMatch(clientBase('https://api.example.test/'));
      expect(custom).not.toMatch(clientBase('../'));

      // the default build (web/dist, and the one embedded in bin/larder) finds the API one level up
      const local = builtJs(BUILT_DASHBOARD);
      expect(local).not.toContain('api.example.test');
      expect(local).toMatch(clientBase('../'));
      const html = await (await fetch(`${server.url}/_/`)).text();
      const entry = html.match(/src="\.\/(assets\/index-[^"]+\.js)"/)?.[1];
      expect(entry, 'entry script of the embedded build').toBeTruthy();
      expect(await (await fetch(`${server.url}/_/${entry}`)).text()).toMatch(clientBase('../'));
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  test('VITE_API_URL=… make build rebuilds an up-to-date dashboard with the new URL', () => {
    test.setTimeout(60_000);
    expect(binaryIsUpToDate(), 'precondition: bin/larder up to date without VITE_API_URL').toBe(true);
    // dry run: what `VITE_API_URL=https://example.com/ make build` would do now
    const plan = spawnSync('make', ['-n', 'build'], {
      cwd: ROOT,
      env: cleanEnv({ VITE_API_URL: 'https://example.com/' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout, 'make build with a new VITE_API_URL must run vite build again').toContain(
      'vite build',
    );
  });

  test('make dev with LARDER_API=…: Vite on loopback proxies /api to that server', async ({ server }) => {
    test.setTimeout(120_000);
    const proc = launch('make', ['dev'], { env: cleanEnv({ LARDER_API: server.url }) });
    try {
      await proc.waitForOutput(new RegExp(`proxying /api to ${server.url.replace(/[.]/g, '\\.')}`), 60_000);
      const local = (await proc.waitForOutput(/Local:\s+(http:\/\/[^\s/]+)\//, 90_000))[1];
      const viteUrl = new URL(local);
      expect(viteUrl.hostname).toBe('127.0.0.1');

      const health = await fetch(`${local}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ code: 200 });
      // the real server behind LARDER_API: its admins, through the proxy
      const token = await adminToken(server.url, server.admin);
      const admins = await fetch(`${local}/api/admins?perPage=500`, { headers: { Authorization: token } });
      expect(admins.status).toBe(200);
      const body = (await admins.json()) as { items: Array<{ email: string }> };
      expect(body.items.map((a) => a.email)).toContain(server.admin.email);

      // bound to loopback only
      const addresses = listenAddresses(Number(viteUrl.port));
      expect(addresses.length, `a listener on port ${viteUrl.port}`).toBeGreaterThan(0);
      for (const address of addresses) expect(LOOPBACK).toContain(address);
    } finally {
      await proc.stop();
    }
  });

  test('make lint passes (TypeScript, ESLint, Prettier, import cycles, gofmt, go vet)', async () => {
    test.setTimeout(360_000);
    const proc = launch('make', ['lint']);
    try {
      expect(await proc.waitForExit(330_000), proc.output()).toBe(0);
      // every check named by the README ran
      for (const step of [
        'tsc -b',
        'eslint .',
        'prettier --check .',
        'check-cycles.js',
        'gofmt -l .',
        'go vet ./...',
      ])
        expect(proc.output()).toContain(step);
    } finally {
      await proc.stop();
    }
  });
});
