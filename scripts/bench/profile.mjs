// Summarizes a V8 .cpuprofile (`node --cpu-prof`) of a server under load: where the busy time
// goes, by package, by file and by function, self and total (a frame's total counts each sample
// once, however often the frame recurs in that stack), in ms and, given the number of requests
// served while profiling, in µs per request. Idle time is left out of the percentages.
//   node scripts/bench/profile.mjs FILE.cpuprofile [--requests N] [--top 25] [--json]
// `profileSummary(profile, options)` returns the same figures for a bench module.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

const sourceMaps = new Map();

/** The original source of a position in a built chunk (.next/…, through its .map), else null. */
function originalSource(url, line, column) {
  const file = url.replace(/^file:\/\//, '');
  if (!/\/\.next[^/]*\//.test(file)) return null;
  if (!sourceMaps.has(file)) {
    let map = null;
    try {
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    sourceMaps.set(file, map);
  }
  const entry = sourceMaps.get(file)?.findEntry(line, column);
  if (!entry?.originalSource) return null;
  // Sources are relative to the chunk ("../../../node_modules/next/dist/…", "../../lib/…").
  const source = decodeURIComponent(
    entry.originalSource.replace(/^file:\/\//, '').replace(/^\[project\]\//, `${process.cwd()}/`),
  );
  return { url: path.resolve(path.dirname(file), source), line: entry.originalLine };
}

/** Where a frame's code lives: a package (next, react-dom, node:http…), ours, or V8's own. */
function classify(callFrame) {
  const { functionName } = callFrame;
  // Code bundled into the build's chunks is named after its original file when the map says.
  const original = originalSource(callFrame.url, callFrame.lineNumber, callFrame.columnNumber);
  const url = original?.url ?? callFrame.url;
  const line = (original?.line ?? callFrame.lineNumber) + 1;
  return { ...place(url, functionName), line };
}

function place(url, functionName) {
  if (SPECIAL.has(functionName)) return { pkg: functionName, file: functionName };
  if (!url) return { pkg: '(native)', file: '(native)' };
  if (url.startsWith('node:')) {
    const rest = url.slice(5).replace(/^internal\//, '');
    const area = rest
      .split('/')[0]
      .replace(/^_/, '')
      .replace(/\.js$/, '')
      .replace(/_(server|client|common|incoming|outgoing|agent)$/, '');
    return { pkg: `node:${area}`, file: url };
  }
  const clean = url.replace(/^file:\/\//, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 14).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const inner = parts.slice(name.split('/').length).join('/');
    if (name === 'next') {
      // Next bundles React and its own helpers under dist/compiled: name them.
      const compiled = /^dist\/compiled\/(@[^/]+\/[^/]+|[^/]+)/.exec(inner);
      if (compiled) return { pkg: `next/compiled/${compiled[1]}`, file: `next/${inner}` };
      const area =
        /^(?:dist|src)\/(?:esm\/)?(server\/(?:lib|app-render|route-modules|response-cache|lib\/router-utils|base-http|web|stream-utils)|server|shared|lib|client|build)/.exec(
          inner,
        );
      return { pkg: `next/${area ? area[1] : inner.split('/').slice(0, 2).join('/')}`, file: `next/${inner}` };
    }
    return { pkg: name, file: `${name}/${inner}` };
  }
  const distAt = clean.search(/\/\.next[^/]*\//);
  if (distAt >= 0) {
    const file = clean.slice(distAt + 1);
    return { pkg: `app build (${file.includes('/chunks/') ? 'chunks' : 'entries'})`, file };
  }
  return { pkg: 'ours', file: path.relative(process.cwd(), clean) || clean };
}

/**
 * The areas a request's time is told in (BENCHMARKS.md), first match wins, by the file a sample's
 * leaf frame runs in: what is ours, and which part of Next or Node the rest is.
 */
const AREAS = [
  ['ours (app/, lib/, proxy.ts, instrumentation.ts)', /^(app|lib|components)\/|^proxy\.ts|^instrumentation\.ts/],
  [
    'Web Request objects (the proxy call; a route handler’s Request)',
    /next\/dist\/(esm\/)?server\/web\/|templates\/middleware|node:internal\/deps\/undici|node:internal\/abort_controller/,
  ],
  ['ETag (hash of the whole body)', /server\/lib\/etag\.js/],
  ['compression wrapper', /compiled\/compression/],
  [
    'Next router (routes, headers(), rewrites, matching)',
    /router-server|resolve-routes|router-utils|prepare-destination|path-to-regexp|path-match|route-matcher|route-regex|parse-url|parse-relative-url/,
  ],
  [
    'Next render/route handler + response cache',
    /next-server\/app-(page|route)|templates\/app-(page|route)|send-payload|response-cache|incremental-cache|base-server|next-server\.js|render-result|pipe-readable|app-render|route-modules|request-meta|trace\/tracer|@opentelemetry/,
  ],
  ['Next, other', /^next\//],
  [
    'Node HTTP, sockets, streams',
    /^node:(http|_http|net|stream|internal\/stream|internal\/webstreams|internal\/http)|^node:(events|internal\/events)|writev|writeUtf8String|writeBuffer|writeLatin1String/,
  ],
  ['Node async context (AsyncLocalStorage, promise hooks)', /async_hooks/],
  ['garbage collector', /^\(garbage collector\)$/],
];

/** The area of a file (AREAS); the native frames count as Node's I/O when their name says so. */
function areaOf(file, fn) {
  const subject = file === '(native)' ? fn : file;
  return AREAS.find(([, re]) => re.test(subject))?.[0] ?? 'other (Node internals, V8, native)';
}

/** The figures of one profile; `requests` turns milliseconds into microseconds per request. */
export function profileSummary(profile, { requests = 0, top = 25 } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const deltas = profile.timeDeltas;
  const ms = (i) => Math.max(0, (deltas[i + 1] ?? deltas[i] ?? 0) / 1000);

  const tallies = { pkg: new Map(), file: new Map(), fn: new Map(), area: new Map() };
  const bump = (map, key, field, value) => {
    const entry = map.get(key) ?? map.set(key, { key, self: 0, total: 0 }).get(key);
    entry[field] += value;
  };
  let busy = 0;
  let idle = 0;
  const labelCache = new Map();
  const labels = (id) => {
    if (!labelCache.has(id)) {
      const { callFrame } = byId.get(id);
      const { pkg, file, line } = classify(callFrame);
      const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${line}`;
      labelCache.set(id, { pkg, file, fn });
    }
    return labelCache.get(id);
  };
  profile.samples.forEach((id, i) => {
    const t = ms(i);
    const leaf = labels(id);
    if (leaf.pkg === '(idle)') {
      idle += t;
      return;
    }
    busy += t;
    for (const kind of ['pkg', 'file', 'fn']) bump(tallies[kind], leaf[kind], 'self', t);
    bump(tallies.area, areaOf(leaf.file, leaf.fn), 'self', t);
    const seen = { pkg: new Set(), file: new Set(), fn: new Set() };
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const l = labels(node);
      if (l.pkg === '(root)') continue;
      for (const kind of ['pkg', 'file', 'fn']) {
        if (seen[kind].has(l[kind])) continue;
        seen[kind].add(l[kind]);
        bump(tallies[kind], l[kind], 'total', t);
      }
    }
  });
  const rank = (map, field) =>
    [...map.values()]
      .sort((a, b) => b[field] - a[field])
      .slice(0, top)
      .map((e) => ({
        ...e,
        selfPct: (100 * e.self) / busy,
        totalPct: (100 * e.total) / busy,
        ...(requests ? { selfUsPerReq: (1000 * e.self) / requests, totalUsPerReq: (1000 * e.total) / requests } : {}),
      }));
  return {
    wallMs: (profile.endTime - profile.startTime) / 1000,
    busyMs: busy,
    idleMs: idle,
    requests,
    busyUsPerRequest: requests ? (1000 * busy) / requests : null,
    areas: rank(tallies.area, 'self'),
    packages: rank(tallies.pkg, 'self'),
    packagesByTotal: rank(tallies.pkg, 'total'),
    files: rank(tallies.file, 'self'),
    functions: rank(tallies.fn, 'self'),
    functionsByTotal: rank(tallies.fn, 'total'),
  };
}

/** The summary as text tables (what BENCHMARKS.md quotes). */
export function formatSummary(s) {
  const perReq = s.requests > 0;
  const out = [
    `busy ${s.busyMs.toFixed(0)} ms of ${s.wallMs.toFixed(0)} ms wall (idle ${s.idleMs.toFixed(0)} ms)` +
      (perReq ? `, ${s.requests} requests: ${s.busyUsPerRequest.toFixed(0)} µs of CPU per request` : ''),
  ];
  const table = (title, rows) => {
    out.push(
      '',
      `${title}`,
      `  ${'self %'.padStart(7)} ${'total %'.padStart(8)}${perReq ? `${'self µs/req'.padStart(12)}${'total µs/req'.padStart(13)}` : ''}  name`,
    );
    for (const r of rows) {
      const total = (v) => (r.total ? v : '—');
      out.push(
        `  ${r.selfPct.toFixed(1).padStart(7)} ${total(r.totalPct.toFixed(1)).padStart(8)}${perReq ? `${r.selfUsPerReq.toFixed(1).padStart(12)}${total(r.totalUsPerReq.toFixed(1)).padStart(13)}` : ''}  ${r.key}`,
      );
    }
  };
  table('By area (self time)', s.areas);
  table('By package (self time)', s.packages);
  table('By package (total time: the package or anything it calls)', s.packagesByTotal);
  table('By file (self time)', s.files);
  table('By function (self time)', s.functions);
  table('By function (total time)', s.functionsByTotal);
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  if (!file) {
    console.error('usage: node scripts/bench/profile.mjs FILE.cpuprofile [--requests N] [--top 25] [--json]');
    process.exit(2);
  }
  const summary = profileSummary(JSON.parse(readFileSync(file, 'utf8')), {
    requests: option('requests', 0),
    top: option('top', 25),
  });
  console.log(args.includes('--json') ? JSON.stringify(summary, null, 2) : formatSummary(summary));
}
