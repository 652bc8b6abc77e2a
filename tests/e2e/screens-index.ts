// The screenshots a run took, as one page a reviewer pages through (issue 21 deliverable 8):
// test-results/screens/index.html, by state, then route, then width. checkScreen records each shot
// beside its image (screens/shots/<file>.json) and rewrites the index, so it is complete whenever the run
// stops and costs a directory read per screen. Two e2e files may run at once (decision 126): each file is
// written whole and renamed into place, so no reader meets half of one, and the global set-up's teardown
// writes the index once more from every shot, so one file's rewrite cannot drop another's last shot.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type ScreenState = 'signed out' | 'signed in' | 'empty' | 'error';
const STATE_ORDER: ScreenState[] = ['signed out', 'signed in', 'empty', 'error'];

export interface Shot {
  name: string;
  /** Path and query of the page when it was taken. */
  route: string;
  width: number;
  state: ScreenState;
  /** The screenshot (a JPEG, decision 154), relative to the screens folder. */
  file: string;
}

export function recordShot(screens: string, shot: Shot): void {
  const shots = path.join(screens, 'shots');
  mkdirSync(shots, { recursive: true });
  writeWhole(path.join(shots, `${shot.file}.json`), JSON.stringify(shot));
  writeIndex(screens);
}

/** Rewrites screens/index.html from every shot recorded so far. */
export function writeIndex(screens: string): void {
  const shots = path.join(screens, 'shots');
  let names: string[];
  try {
    names = readdirSync(shots);
  } catch {
    return; // no screen was checked
  }
  const all = names
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(shots, f), 'utf8')) as Shot);
  writeWhole(path.join(screens, 'index.html'), indexHtml(all));
}

/** Written to a file of this process's own, then renamed over the target (atomic on one file system). */
function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function indexHtml(shots: Shot[]): string {
  const sorted = [...shots].sort(
    (a, b) =>
      STATE_ORDER.indexOf(a.state) - STATE_ORDER.indexOf(b.state) ||
      a.route.localeCompare(b.route) ||
      a.name.localeCompare(b.name) ||
      a.width - b.width,
  );
  const rows = sorted
    .map(
      (s, i) =>
        `<tr><td>${i + 1}</td><td>${escapeHtml(s.state)}</td><td><a href="#s${i}">${escapeHtml(s.route)}</a></td><td>${escapeHtml(s.name)}</td><td>${s.width} px</td></tr>`,
    )
    .join('\n');
  const figures = sorted
    .map((s, i) => {
      const prev = i > 0 ? `<a href="#s${i - 1}">← previous</a>` : '';
      const next = i < sorted.length - 1 ? `<a href="#s${i + 1}">next →</a>` : '';
      return `<figure id="s${i}"><figcaption><b>${i + 1}/${sorted.length}</b> · ${escapeHtml(s.state)} · <code>${escapeHtml(s.route)}</code> · ${escapeHtml(s.name)} · ${s.width} px <span class="nav">${prev} <a href="#top">index</a> ${next}</span></figcaption><img loading="lazy" src="${escapeHtml(s.file)}" alt="${escapeHtml(`${s.name} at ${s.width} px, ${s.state}`)}" style="max-width:${s.width}px"></figure>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Go Gorilla screens (${sorted.length})</title>
<style>body{font:14px system-ui;margin:1rem;background:#111;color:#eee}a{color:#fc6}table{border-collapse:collapse}td{padding:2px 8px;border-bottom:1px solid #333}figure{margin:2rem 0;border-top:2px solid #555;padding-top:.5rem}img{width:100%;border:1px solid #444}.nav{float:right}</style>
</head><body id="top"><h1>Go Gorilla: every screen the e2e suite checked</h1>
<p>By state, route and width. Use the links, or ← and → to page.</p>
<table><tr><th>#</th><th>State</th><th>Route</th><th>Screen</th><th>Width</th></tr>
${rows}</table>
${figures}
<script>
const at=()=>Number((location.hash.match(/^#s(\\d+)$/)||[,-1])[1]);
addEventListener('keydown',e=>{const i=at();if(e.key==='ArrowRight'&&i<${sorted.length - 1})location.hash='#s'+(i+1);if(e.key==='ArrowLeft'&&i>0)location.hash='#s'+(i-1);});
</script></body></html>
`;
}
