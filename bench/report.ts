import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One benchmark report for every suite: each suite records its figures here as it prints them,
 * and `npm run bench` writes them all to bench/results.json and bench/RESULTS.md — figure,
 * value, the baseline measured in the same run, ratio, target and pass/fail — with the machine's
 * CPU and load average, so figures from different days can be read side by side.
 */
export interface Figure {
  suite: string;
  figure: string;
  value: number;
  unit: string;
  /** The raw baseline measured in the same run (raw SQLite, bare Node), when there is one. */
  baseline?: number;
  /** value ÷ baseline, or as the suite defines it (e.g. CPU time ratio). */
  ratio?: number;
  /** In words: "≤ 1.2×", "< 150 ms". */
  target?: string;
  /** Omitted for informational figures. */
  pass?: boolean;
}

const figures: Figure[] = [];

export function record(figure: Figure): void {
  figures.push(figure);
}

export function recorded(): readonly Figure[] {
  return figures;
}

/** Median of a list of numbers (the figure to quote on a noisy machine). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${process.platform} ${os.release()}`,
    node: process.versions.node,
  };
}

const fmt = (n: number | undefined, digits = 2) =>
  n === undefined ? '' : Math.abs(n) >= 1000 ? Math.round(n).toLocaleString('en-US') : n.toFixed(digits);

/** Writes results.json and RESULTS.md beside this file; returns their paths. */
export function writeReport(run: { suites: string[]; started: Date; loadBefore: number[] }): string[] {
  const dir = path.resolve(import.meta.dirname);
  const doc = {
    started_at: run.started.toISOString(),
    finished_at: new Date().toISOString(),
    suites: run.suites,
    machine: machine(),
    load_average: { before: run.loadBefore, after: os.loadavg() },
    figures,
  };
  const json = path.join(dir, 'results.json');
  fs.writeFileSync(json, `${JSON.stringify(doc, null, 2)}\n`);
  const m = doc.machine;
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  const lines = [
    '# Quire benchmark report',
    '',
    `Written by \`npm run bench\` on ${doc.finished_at.slice(0, 16).replace('T', ' ')} UTC — suites: ${run.suites.join(', ')}.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memory_gb} GB, ${m.platform}, Node ${m.node}. ` +
      `Load average (1/5/15 min) before ${load(doc.load_average.before)}, after ${load(doc.load_average.after)}.`,
    'Medians of several runs; the baseline is measured in the same run. A busy machine moves absolute times more than ratios.',
    '',
    '| suite | figure | value | baseline | ratio | target | pass |',
    '|---|---|---:|---:|---:|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.suite} | ${f.figure} | ${fmt(f.value)} ${f.unit} | ${f.baseline === undefined ? '' : `${fmt(f.baseline)} ${f.unit}`} | ` +
        `${f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}×`} | ${f.target ?? ''} | ${f.pass === undefined ? '' : f.pass ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
  const md = path.join(dir, 'RESULTS.md');
  fs.writeFileSync(md, lines.join('\n'));
  return [json, md];
}
