import fs from 'node:fs';
import path from 'node:path';
import type { PageLoad } from './measure';
import type { SizeRoute } from './routes';

export interface RouteSize {
  route: string;
  url_path: string;
  visitor: string;
  budget_kb: number;
  js_kb: number;
  css_kb: number;
  total_kb: number;
  /** Total (unrounded bytes) within the budget. */
  ok: boolean;
  settle_ms: number;
  files: { path: string; kind: string; bytes: number; sent_bytes: number; encoding: string }[];
  external: string[];
  failed: string[];
  page_errors: string[];
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

export function routeSize(route: SizeRoute, urlPath: string, load: PageLoad): RouteSize {
  return {
    route: route.name,
    url_path: urlPath,
    visitor: route.as,
    budget_kb: route.budgetKb,
    js_kb: kb(load.js),
    css_kb: kb(load.css),
    total_kb: kb(load.total),
    ok: load.total <= route.budgetKb * 1000,
    settle_ms: load.ms,
    files: load.files.map((f) => ({ path: new URL(f.url).pathname + new URL(f.url).search, kind: f.kind, bytes: f.bytes, sent_bytes: f.sent, encoding: f.encoding ?? 'identity' })),
    external: load.external,
    failed: load.failed,
    page_errors: load.errors,
  };
}

/** The table printed after a run; routes that could not be measured are listed with their error. */
export function formatTable(rows: RouteSize[], unmeasured: { route: string; error: string }[]) {
  const width = Math.max(5, ...rows.map((r) => r.route.length), ...unmeasured.map((u) => u.route.length)) + 2;
  const num = (n: number, w = 8) => n.toFixed(1).padStart(w);
  const lines = [
    'First load per route, measured in Chromium, cold (JS + CSS as sent over the wire, compressed as the server chose; kB = 1000 bytes):',
    '',
    `  ${'Route'.padEnd(width)}${'JS kB'.padStart(8)}${'CSS kB'.padStart(8)}${'Total'.padStart(8)}${'Budget'.padStart(8)}`,
  ];
  for (const r of rows) {
    lines.push(`${r.ok ? '✓' : '✗'} ${r.route.padEnd(width)}${num(r.js_kb)}${num(r.css_kb)}${num(r.total_kb)}${String(r.budget_kb).padStart(8)}`);
    const files = r.files.map((f) => `${f.path.replace(/^\/assets\//, '')} ${kb(f.sent_bytes).toFixed(1)}`);
    lines.push(`    ${files.length} files: ${files.join(', ')}`);
    for (const url of r.external) lines.push(`    not counted (other origin, blocked): ${url}`);
    for (const failure of r.failed) lines.push(`    failed: ${failure}`);
    for (const error of r.page_errors) lines.push(`    page error: ${error}`);
  }
  for (const u of unmeasured) lines.push(`✗ ${u.route.padEnd(width)}  not measured: ${u.error.split('\n')[0]}`);
  const over = rows.filter((r) => !r.ok).sort((a, b) => b.total_kb - a.total_kb);
  lines.push('');
  if (over.length === 0 && unmeasured.length === 0) lines.push(`All ${rows.length} routes are within their budgets.`);
  if (over.length > 0) {
    lines.push(`${over.length} of ${rows.length} routes over budget:`);
    for (const r of over) lines.push(`  ${r.route}: ${r.total_kb.toFixed(1)} kB (budget ${r.budget_kb}, +${(r.total_kb - r.budget_kb).toFixed(1)})`);
  }
  if (unmeasured.length > 0) lines.push(`${unmeasured.length} routes could not be measured.`);
  return lines.join('\n');
}

export function writeJson(file: string, rows: RouteSize[], unmeasured: { route: string; error: string }[], budgets: object) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const report = { measured_at: new Date().toISOString(), unit: 'kB = 1000 bytes, as sent', budgets_kb: budgets, routes: rows, unmeasured };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
