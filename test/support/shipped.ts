/**
 * The product as it ships: a folder laid out as the container image's runtime stage lays
 * out /app (assets/deploy/Dockerfile): package.json, the production dependencies only
 * (`npm ci --omit=dev`), dist/ from `tsc -p tsconfig.build.json` and assets/. End-to-end
 * tests start the bot, the launcher, the proxy, deploy-commands and the CLI from here with
 * node, as an operator does, so a file that only the sources can find fails a test.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SetupFailure } from './setup-failure.js';

const run = promisify(execFile);

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The node options an npm script (`start`, `start:sharded`) gives node when NODE_OPTIONS is
 * unset: its `NODE_OPTIONS="${NODE_OPTIONS:-...}" exec node ...` default. Undefined when the
 * script is not of that form.
 */
export function scriptNodeOptions(script: string): string | undefined {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return /^NODE_OPTIONS="\$\{NODE_OPTIONS:-([^}]+)\}" exec node /.exec(scripts[script] ?? '')?.[1];
}

/** What the image's runtime stage copies from the build stage, beside the dependencies. */
export const SHIPPED_FILES = ['package.json', 'dist', 'assets'] as const;

/**
 * Native add-ons that `npm ci` builds from source on this machine (no prebuilt binary is
 * reachable): the dependencies are installed without running install scripts, then the
 * one file each loads at run time is taken from the project's own full install.
 */
const NATIVE_BUILDS = ['sqlite3/build/Release/node_sqlite3.node'];

export interface ShippedLayout {
  /** The folder standing for the image's /app. */
  dir: string;
  /** Milliseconds to compile, and to install the production dependencies. */
  buildMs: number;
  installMs: number;
}

/** Lays the product out in a fresh folder under the system temp folder. */
export async function layOutShipped(): Promise<ShippedLayout> {
  const dir = mkdtempSync(join(tmpdir(), 'scrabble-shipped-'));
  /** Runs one step; its failure is one sentence naming the step and what to do. */
  const step = async (what: string, todo: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string; message?: string };
      const output = `${err.stdout ?? ''}\n${err.stderr ?? ''}`.trim();
      const first = (output || err.message || String(e)).split('\n').map((l) => l.trim()).find((l) => l !== '') ?? 'no reason given';
      throw new SetupFailure(`${what} failed (${first}): ${todo}.`, output);
    }
  };
  try {
    let started = performance.now();
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    await step('Building the bot for the shipped layout', 'npm run build shows every error; fix them, then run npm test again', () =>
      run(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', join(dir, 'dist')], { cwd: ROOT }),
    );
    // The second half of `npm run build`: the Activity's page, bundled for the browser.
    await step('Building the Activity page for the shipped layout', 'npm run build shows every error; fix them, then run npm test again', () =>
      run(process.execPath, [join(ROOT, 'src', 'activity', 'client', 'build.mjs'), join(dir, 'dist')], { cwd: ROOT }),
    );
    const buildMs = performance.now() - started;
    copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    cpSync(join(ROOT, 'assets'), join(dir, 'assets'), { recursive: true });
    started = performance.now();
    // The lock file only for the install (the image keeps package.json alone); the cache the
    // project's own `npm ci` filled serves every package, so nothing is downloaded twice.
    copyFileSync(join(ROOT, 'package-lock.json'), join(dir, 'package-lock.json'));
    await step('Installing the production dependencies (npm ci --omit=dev) for the shipped layout', 'check that npm ci passes in the project and the npm registry is reachable', () =>
      run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: dir,
        env: { ...process.env, npm_config_update_notifier: 'false' },
      }),
    );
    rmSync(join(dir, 'package-lock.json'));
    for (const file of NATIVE_BUILDS) {
      const from = join(ROOT, 'node_modules', file);
      if (!existsSync(from)) throw new SetupFailure(`The shipped layout needs ${from}, which is missing: run npm ci in the project first.`);
      mkdirSync(dirname(join(dir, 'node_modules', file)), { recursive: true });
      copyFileSync(from, join(dir, 'node_modules', file));
    }
    return { dir, buildMs, installMs: performance.now() - started };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

/** A program of the product as node runs it from the layout: `src/bot/main.ts` is `dist/src/bot/main.js`. */
export function shippedScript(dir: string, source: string): string {
  return join(dir, 'dist', source.replace(/\.ts$/, '.js'));
}
