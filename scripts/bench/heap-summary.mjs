#!/usr/bin/env node
// `node --max-old-space-size=8192 scripts/bench/heap-summary.mjs FILE.heapsnapshot`: what fills a V8
// heap snapshot (one written by `--heapsnapshot-near-heap-limit` or `v8.writeHeapSnapshot()`), without
// Chrome DevTools: the largest constructors and kinds by self size; the objects that retain the most
// (retained size over the dominator tree, as DevTools computes it), each with the chain that retains it
// — the shortest path from the GC roots, as DevTools lists a retainer first — so "800 MB held by
// X.y.z" reads in one line; and the big objects (at least --min-kb) grouped by that chain. The file
// is read as a stream: a snapshot near a 1 GB heap is larger than the longest string Node can hold.
//
// Options: --top=25 (rows per table) --min-kb=16 --depth=8 (frames of a retainer chain shown)
import { createReadStream } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const top = option("top", 25);
const minBytes = option("min-kb", 16) * 1024;
const depth = option("depth", 8);
if (!file) {
  console.error("usage: node --max-old-space-size=8192 scripts/bench/heap-summary.mjs FILE.heapsnapshot [--top=25] [--min-kb=16] [--depth=8]");
  process.exit(2);
}

/** Parses the snapshot's JSON as it streams: the head, nodes and edges as typed arrays, then the strings. */
async function readSnapshot(path) {
  let meta = null;
  let nodes = null;
  let edges = null;
  const strings = [];
  let phase = "head"; // head → nodes → seek-edges → edges → seek-strings → strings → done
  let buffer = "";
  let target = null;
  let filled = 0;
  let number = -1;
  let inString = false;
  let escaped = false;
  let hasEscape = false;
  let parts = [];

  const numbersFrom = (text, start) => {
    for (let i = start; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) number = number < 0 ? c - 48 : number * 10 + (c - 48);
      else {
        if (number >= 0) {
          target[filled++] = number;
          number = -1;
        }
        if (c === 93) return i + 1; // ]
      }
    }
    return -1;
  };

  for await (const chunk of createReadStream(path, { encoding: "utf8", highWaterMark: 16 * 1024 * 1024 })) {
    let text = chunk;
    let at = 0;
    while (at >= 0 && at < text.length) {
      if (phase === "head") {
        buffer += text.slice(at);
        const marker = buffer.indexOf('"nodes":[');
        if (marker < 0) break;
        meta = JSON.parse(`${buffer.slice(0, buffer.lastIndexOf(",", marker))}}`).snapshot;
        const fields = meta.meta.node_fields.length;
        nodes = new Float64Array(meta.node_count * fields);
        target = nodes;
        filled = 0;
        text = buffer;
        at = marker + '"nodes":['.length;
        buffer = "";
        phase = "nodes";
      } else if (phase === "nodes" || phase === "edges") {
        const end = numbersFrom(text, at);
        if (end < 0) break;
        at = end;
        phase = phase === "nodes" ? "seek-edges" : "seek-strings";
      } else if (phase === "seek-edges" || phase === "seek-strings") {
        const marker = phase === "seek-edges" ? '"edges":[' : '"strings":[';
        buffer = (buffer + text.slice(at)).slice(-(16 * 1024 * 1024 + marker.length));
        const found = buffer.indexOf(marker);
        if (found < 0) {
          buffer = buffer.slice(-marker.length);
          break;
        }
        text = buffer;
        at = found + marker.length;
        buffer = "";
        if (phase === "seek-edges") {
          edges = new Float64Array(meta.edge_count * meta.meta.edge_fields.length);
          target = edges;
          filled = 0;
          phase = "edges";
        } else phase = "strings";
      } else if (phase === "strings") {
        let i = at;
        for (; i < text.length; i += 1) {
          const c = text.charCodeAt(i);
          if (!inString) {
            if (c === 34) {
              inString = true;
              parts = [];
              hasEscape = false;
              at = i + 1;
            } else if (c === 93) {
              phase = "done";
              break;
            }
            continue;
          }
          if (escaped) {
            escaped = false;
            continue;
          }
          if (c === 92) {
            escaped = true;
            hasEscape = true;
          } else if (c === 34) {
            parts.push(text.slice(at, i));
            const raw = parts.join("");
            strings.push(hasEscape ? JSON.parse(`"${raw}"`) : raw);
            inString = false;
          }
        }
        if (inString) parts.push(text.slice(at));
        at = -1;
      } else break;
    }
  }
  return { meta, nodes, edges, strings };
}

const { meta, nodes, edges, strings } = await readSnapshot(file);
const NF = meta.meta.node_fields.length;
const EF = meta.meta.edge_fields.length;
const nType = meta.meta.node_fields.indexOf("type");
const nName = meta.meta.node_fields.indexOf("name");
const nSize = meta.meta.node_fields.indexOf("self_size");
const nEdges = meta.meta.node_fields.indexOf("edge_count");
const eType = meta.meta.edge_fields.indexOf("type");
const eName = meta.meta.edge_fields.indexOf("name_or_index");
const eTo = meta.meta.edge_fields.indexOf("to_node");
const nodeTypes = meta.meta.node_types[0];
const edgeTypes = meta.meta.edge_types[0];
const count = nodes.length / NF;
const typeOf = (n) => nodeTypes[nodes[n * NF + nType]];
const nameOf = (n) => strings[nodes[n * NF + nName]] ?? "?";
const sizeOf = (n) => nodes[n * NF + nSize];
/** A node's kind as DevTools' summary groups it. */
const kindOf = (n) => {
  const type = typeOf(n);
  if (type === "object" || type === "closure" || type === "native") return `${nameOf(n)}${type === "closure" ? "()" : ""}`;
  if (type.includes("string")) return "(string)";
  return `(${type})`;
};
const edgeName = (e) => {
  const type = edgeTypes[edges[e + eType]];
  const value = edges[e + eName];
  return type === "element" || type === "hidden" ? `[${value}]` : String(strings[value]);
};

// Where each node's edges start, and who retains whom (weak edges retain nothing).
const firstEdge = new Float64Array(count + 1);
for (let n = 0; n < count; n += 1) firstEdge[n + 1] = firstEdge[n] + nodes[n * NF + nEdges] * EF;
const retainerCount = new Int32Array(count + 1);
for (let e = 0; e < edges.length; e += EF) if (edgeTypes[edges[e + eType]] !== "weak") retainerCount[edges[e + eTo] / NF] += 1;
const retainerStart = new Int32Array(count + 1);
for (let n = 0; n < count; n += 1) retainerStart[n + 1] = retainerStart[n] + retainerCount[n];
const retainerEdge = new Float64Array(retainerStart[count]);
const retainerFrom = new Int32Array(retainerStart[count]);
const fillAt = retainerStart.slice();
for (let n = 0; n < count; n += 1) {
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += EF) {
    if (edgeTypes[edges[e + eType]] === "weak") continue;
    const to = edges[e + eTo] / NF;
    retainerEdge[fillAt[to]] = e;
    retainerFrom[fillAt[to]] = n;
    fillAt[to] += 1;
  }
}
// Distance from the root (node 0), breadth first over strong edges.
const distance = new Int32Array(count).fill(-1);
const queue = new Int32Array(count);
let head = 0;
let tail = 0;
distance[0] = 0;
queue[tail++] = 0;
while (head < tail) {
  const n = queue[head++];
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += EF) {
    if (edgeTypes[edges[e + eType]] === "weak") continue;
    const to = edges[e + eTo] / NF;
    if (distance[to] < 0) {
      distance[to] = distance[n] + 1;
      queue[tail++] = to;
    }
  }
}
/** The retainer chain DevTools shows first: each step the retainer nearest the roots. */
const chainOf = (n) => {
  const frames = [];
  let current = n;
  for (let step = 0; step < depth && current !== 0; step += 1) {
    let best = -1;
    let bestEdge = -1;
    for (let r = retainerStart[current]; r < retainerStart[current + 1]; r += 1) {
      const from = retainerFrom[r];
      if (distance[from] >= 0 && (best < 0 || distance[from] < distance[best])) {
        best = from;
        bestEdge = retainerEdge[r];
      }
    }
    if (best < 0) {
      frames.push("(unreachable)");
      break;
    }
    frames.push(`${kindOf(best)}.${edgeName(bestEdge)}`);
    current = best;
  }
  return frames.join(" ← ");
};

/**
 * Immediate dominators (Cooper, Harvey and Kennedy's iterative algorithm over a reverse postorder of
 * the strong edges), then each node's retained size: its own plus that of every node it dominates.
 */
function retainedSizes() {
  const post = new Int32Array(count).fill(-1);
  const order = new Int32Array(count); // postorder position → node
  const stackNode = new Int32Array(count);
  const stackEdge = new Float64Array(count);
  const seen = new Uint8Array(count);
  let top = 0;
  let visited = 0;
  stackNode[0] = 0;
  stackEdge[0] = firstEdge[0];
  seen[0] = 1;
  while (top >= 0) {
    const n = stackNode[top];
    let e = stackEdge[top];
    let pushed = false;
    for (; e < firstEdge[n + 1]; e += EF) {
      if (edgeTypes[edges[e + eType]] === "weak") continue;
      const to = edges[e + eTo] / NF;
      if (seen[to]) continue;
      seen[to] = 1;
      stackEdge[top] = e + EF;
      top += 1;
      stackNode[top] = to;
      stackEdge[top] = firstEdge[to];
      pushed = true;
      break;
    }
    if (!pushed) {
      post[n] = visited;
      order[visited] = n;
      visited += 1;
      top -= 1;
    }
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a, b) => {
    while (a !== b) {
      while (post[a] < post[b]) a = idom[a];
      while (post[b] < post[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = visited - 2; i >= 0; i -= 1) {
      const n = order[i];
      let next = -1;
      for (let r = retainerStart[n]; r < retainerStart[n + 1]; r += 1) {
        const from = retainerFrom[r];
        if (post[from] < 0 || idom[from] < 0) continue;
        next = next < 0 ? from : intersect(from, next);
      }
      if (next >= 0 && idom[n] !== next) {
        idom[n] = next;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(count);
  for (let i = 0; i < visited; i += 1) {
    const n = order[i];
    retained[n] += sizeOf(n);
    if (n !== 0 && idom[n] >= 0) retained[idom[n]] += retained[n];
  }
  return { retained, idom, order, visited };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
let total = 0;
const byKind = new Map();
for (let n = 0; n < count; n += 1) {
  const size = sizeOf(n);
  total += size;
  const kind = kindOf(n);
  const entry = byKind.get(kind) ?? { size: 0, count: 0 };
  entry.size += size;
  entry.count += 1;
  byKind.set(kind, entry);
}
console.log(`${file}: ${count.toLocaleString("en")} objects, ${mb(total)} in all\n`);
console.log(`Largest kinds by self size (top ${top}):`);
for (const [kind, { size, count: n }] of [...byKind].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  console.log(`  ${mb(size).padStart(11)}  ${String(n).padStart(10)} × ${kind.slice(0, 90)}`);
}

const { retained, idom, order, visited } = retainedSizes();
// The biggest holders that are not merely the GC roots' bookkeeping, nor the one object under another.
const holders = [];
for (let n = 1; n < count; n += 1) {
  if (typeOf(n) === "synthetic" || retained[n] < total / 100) continue;
  holders.push(n);
}
holders.sort((a, b) => retained[b] - retained[a]);
console.log(`\nObjects retaining 1% of the heap or more (top ${top}; a holder's parts are listed under it too):`);
for (const n of holders.slice(0, top)) {
  console.log(`  ${mb(retained[n]).padStart(11)}  ${kindOf(n).slice(0, 60)} ← ${chainOf(n)}`);
}

// What the biggest holder is made of: the kinds of the objects it dominates.
if (holders.length > 0) {
  const holder = holders[0];
  const inside = new Uint8Array(count);
  inside[holder] = 1;
  for (let i = visited - 1; i >= 0; i -= 1) {
    const n = order[i];
    if (n !== holder && idom[n] >= 0 && idom[n] !== n && inside[idom[n]]) inside[n] = 1;
  }
  const kinds = new Map();
  for (let n = 0; n < count; n += 1) {
    if (!inside[n]) continue;
    const entry = kinds.get(kindOf(n)) ?? { size: 0, count: 0 };
    entry.size += sizeOf(n);
    entry.count += 1;
    kinds.set(kindOf(n), entry);
  }
  console.log(`\nWhat the first, ${kindOf(holder)} (${mb(retained[holder])}), holds, by kind (top ${top}):`);
  for (const [kind, { size, count: n }] of [...kinds].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
    console.log(`  ${mb(size).padStart(11)}  ${String(n).padStart(10)} × ${kind.slice(0, 90)}`);
  }
}

const byChain = new Map();
for (let n = 0; n < count; n += 1) {
  const size = sizeOf(n);
  if (size < minBytes) continue;
  const chain = `${kindOf(n)} ← ${chainOf(n)}`;
  const entry = byChain.get(chain) ?? { size: 0, count: 0, sample: n };
  entry.size += size;
  entry.count += 1;
  byChain.set(chain, entry);
}
console.log(`\nObjects of ${minBytes / 1024} KB or more, by what retains them (top ${top}):`);
for (const [chain, { size, count: n, sample }] of [...byChain].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  const preview = typeOf(sample).includes("string") ? `  "${nameOf(sample).slice(0, 60).replace(/\s+/g, " ")}…"` : "";
  console.log(`  ${mb(size).padStart(11)}  ${String(n).padStart(7)} × ${chain}${preview}`);
}
