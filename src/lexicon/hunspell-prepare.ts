/**
 * Makes Hunspell lists in a child process, so the process asking (the bot, answering
 * interactions meanwhile) is never blocked by an expansion, and its memory is the
 * child's own. One list at a time: each takes a core for seconds (Italian, most of a minute).
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { BuildReport } from './hunspell-build.js';
import { hunspellListFile, type HunspellLanguage } from './hunspell.js';

export type { BuildReport } from './hunspell-build.js';

/** The expansion's heap: the bot's own limit (NODE_OPTIONS, 256 MB) is too small for Italian. */
const CHILD_HEAP_MB = 1536;

/** Whether the language's list is made, in this cache directory (by this process or any other). */
export function hunspellListReady(cacheDir: string, language: HunspellLanguage): boolean {
  return existsSync(hunspellListFile(cacheDir, language));
}

/** Builds one language's list in a child process; its report, or an error with the child's reason. */
export function buildInChild(language: HunspellLanguage, cacheDir: string): Promise<BuildReport> {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = new URL(`./hunspell-build.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  // From source (tsx, vitest) the child needs tsx's loader; built, plain node.
  const loader = fromSource ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  const nodeOptions = (process.env.NODE_OPTIONS ?? '').replace(/--max-old-space-size=\d+/g, '').trim();
  const child = fork(script, [language, cacheDir], {
    execArgv: [...loader, `--max-old-space-size=${CHILD_HEAP_MB}`],
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const line = out.trim().split('\n').pop();
      if (code === 0 && line) return resolve(JSON.parse(line) as BuildReport);
      reject(new Error(err.trim().split('\n')[0] || `the ${language} list's build stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}

export interface PrepareLog {
  building(language: HunspellLanguage): void;
  built(report: BuildReport): void;
  failed(language: HunspellLanguage, error: Error): void;
}

/** Builds the lists of these languages that are not made yet, one after another. */
export async function prepareMissing(languages: readonly HunspellLanguage[], cacheDir: string, log: PrepareLog): Promise<BuildReport[]> {
  const reports: BuildReport[] = [];
  for (const language of languages) {
    if (hunspellListReady(cacheDir, language)) continue;
    log.building(language);
    try {
      const report = await buildInChild(language, cacheDir);
      log.built(report);
      reports.push(report);
    } catch (e) {
      log.failed(language, e instanceof Error ? e : new Error(String(e)));
    }
  }
  return reports;
}
