// `npm run bench -- lighthouse` (or `npm run bench:lighthouse`): Lighthouse's mobile default
// profile, three runs each on the home page and a product page of the demo shop (started by
// the bench from the last `npm run build`), medians against the storefront's goals.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { webDistDir } from '../../packages/server/src/lib/paths';
import { startServer } from './processes';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/product/1'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** What one Lighthouse run measured: category scores 0–100, times in ms. */
type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
};

export type LighthouseGoal = { page: string; goal: string; measured: string; pass: boolean };

const lighthouseCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);

/** One Lighthouse run in its own process; rejects with its error output when it fails. */
function runLighthouse(url: string): Promise<Run> {
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        return reject(new Error(`lighthouse exited with ${code}: ${Buffer.concat(err)}`));
      }
      try {
        const report = JSON.parse(Buffer.concat(out).toString());
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        const score = (id: string) => Math.round(report.categories[id].score * 100);
        const value = (id: string) => report.audits[id].numericValue as number;
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          tbt: value('total-blocking-time'),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The medians of each measure over `runs`. */
const medians = (runs: Run[]) =>
  Object.fromEntries(
    Object.keys(runs[0]!).map((key) => [key, median(runs.map((r) => r[key as keyof Run]))]),
  ) as Run;

function goalsOf(page: string, m: Run): LighthouseGoal[] {
  const g = (goal: string, measured: string, pass: boolean) => ({ page, goal, measured, pass });
  return [
    g('performance ≥ 90', String(m.performance), m.performance >= 90),
    g('LCP ≤ 2.5 s', `${(m.lcp / 1000).toFixed(2)} s`, m.lcp <= 2500),
    g('CLS ≤ 0.05', m.cls.toFixed(3), m.cls <= 0.05),
    g('TBT ≤ 200 ms', `${Math.round(m.tbt)} ms`, m.tbt <= 200),
    g('accessibility ≥ 95', String(m.accessibility), m.accessibility >= 95),
    g('best practices ≥ 95', String(m.bestPractices), m.bestPractices >= 95),
    g('SEO ≥ 95', String(m.seo), m.seo >= 95),
  ];
}

/** Runs Lighthouse against a demo shop it starts, and stops the shop whatever happens. */
export async function lighthouse(): Promise<{ goals: LighthouseGoal[]; runs: object }> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error('No web build found: run `npm run build` first.');
  }
  if (!existsSync(CHROME_PATH)) throw new Error(`No browser at ${CHROME_PATH}: set CHROME_PATH.`);
  console.log('Starting the demo shop (the first start draws its images)…');
  const shop = await startServer<{ baseUrl: string }>('shop-server.ts', { BENCH_MODE: 'demo' });
  try {
    const goals: LighthouseGoal[] = [];
    const runs: Record<string, Run[]> = {};
    for (const page of PAGES) {
      const url = shop.info.baseUrl + page;
      // One unmeasured visit, so the first measured run does not pay for a cold cache.
      await fetch(url).then((res) => res.arrayBuffer());
      runs[page] = [];
      for (let i = 1; i <= RUNS; i++) {
        const run = await runLighthouse(url);
        console.log(
          `  ${page} run ${i}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, ` +
            `CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbt)} ms, accessibility ` +
            `${run.accessibility}, best practices ${run.bestPractices}, SEO ${run.seo}`,
        );
        runs[page].push(run);
      }
      goals.push(...goalsOf(page, medians(runs[page])));
    }
    return { goals, runs };
  } finally {
    await shop.stop();
  }
}
