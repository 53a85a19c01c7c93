#!/usr/bin/env node
// Generates the seed catalogue's illustrations as small, deterministic SVG files:
//   web/public/images/products/<slug>.svg  (800x800, one per seeded product)
//   web/public/images/banners/<slug>.svg   (1600x600, the three home-page banners)
// Plain Node, no dependencies, no network. The same input gives byte-identical output, so the
// files can be committed and regenerated at will: `node scripts/generate-seed-images.mjs`.
// The pictures hold no text: the shop is bilingual and the UI writes over them.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "web", "public", "images");

// ---------------------------------------------------------------------------------------------
// Small helpers: number formatting, a seeded random source, element builders.

const fmt = (v) => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10).replace(/^(-?)0\./, "$1.");
/** Tagged template that rounds every interpolated number to one decimal. */
const P = (strings, ...vals) =>
  strings.reduce((acc, s, i) => acc + s + (i < vals.length ? (typeof vals[i] === "number" ? fmt(vals[i]) : vals[i]) : ""), "");

function el(tag, attrs = {}, inner) {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? fmt(v) : v}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

function hashString(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), 16777619);
  return h >>> 0;
}

function mulberry32(seed) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let x = Math.imul(t ^ (t >>> 15), 1 | t);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const rot = (deg, x, y) => (deg ? P`rotate(${deg} ${x} ${y})` : undefined);

/** Chocolate palettes: sphere highlight / middle / shade, and a flat pair for slabs. */
const CH = {
  dark: { hl: "#8a5539", mid: "#4d2818", lo: "#1f0e08", flat: ["#5f3422", "#3b1c10"], edge: "#2a130a" },
  milk: { hl: "#dba77c", mid: "#9a633f", lo: "#5a331d", flat: ["#a66e47", "#7a4a2c"], edge: "#5c361f" },
  white: { hl: "#fffcf4", mid: "#f1e0c1", lo: "#c6a47a", flat: ["#f7ead0", "#dcc49c"], edge: "#c4a57c" },
  ruby: { hl: "#f9bccb", mid: "#d05a7b", lo: "#7a2140", flat: ["#dc7893", "#a8405f"], edge: "#8a2d4b" },
  caramel: { hl: "#f7d597", mid: "#cf9143", lo: "#874f1d", flat: ["#dca45a", "#a96c2d"], edge: "#8a541f" },
  gold: { hl: "#fff6c8", mid: "#e1b54e", lo: "#8e6418", flat: ["#f4d57e", "#b98830"], edge: "#8e6418" },
  passion: { hl: "#fff0a0", mid: "#f6a628", lo: "#b0401a", flat: ["#f8c04a", "#e07a22"], edge: "#a0401a" },
  pistachio: { hl: "#e6f0b8", mid: "#9fbf5a", lo: "#5d7a2a", flat: ["#b7cf78", "#86a646"], edge: "#5d7a2a" },
};

class Art {
  constructor(seed, w, h) {
    this.w = w;
    this.h = h;
    this.defs = new Map();
    this.rand = mulberry32(hashString(seed));
    this.n = 0;
    // The drawing helpers below draw on the art being made, so it is kept module-wide.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    current = this;
  }
  def(id, markup) {
    if (!this.defs.has(id)) this.defs.set(id, markup);
    return `url(#${id})`;
  }
  rnd(a, b) {
    return a + (b - a) * this.rand();
  }
  pick(list) {
    return list[Math.floor(this.rand() * list.length)];
  }
  uid(prefix) {
    return `${prefix}${(this.n++).toString(36)}`;
  }
  /** Radial "ball" gradient for a chocolate type. */
  sphere(type) {
    const c = CH[type];
    return this.def(
      `s${type}`,
      `<radialGradient id="s${type}" cx=".42" cy=".4" r=".64" fx=".3" fy=".26"><stop offset="0" stop-color="${c.hl}"/><stop offset=".55" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.lo}"/></radialGradient>`,
    );
  }
  /** Diagonal linear gradient for flat chocolate (slabs, bars, shells). */
  flat(type) {
    const [a, b] = CH[type].flat;
    return this.lin(`f${type}`, a, b);
  }
  lin(id, a, b, dir = "d") {
    const xy = dir === "v" ? 'x2="0" y2="1"' : dir === "h" ? 'x2="1" y2="0"' : 'x2="1" y2="1"';
    return this.def(id, `<linearGradient id="${id}" ${xy}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`);
  }
  /** A three-stop horizontal gradient that reads as a rounded, lit surface. */
  barrel(id, edge, mid) {
    return this.def(
      id,
      `<linearGradient id="${id}"><stop offset="0" stop-color="${edge}"/><stop offset=".45" stop-color="${mid}"/><stop offset="1" stop-color="${edge}"/></linearGradient>`,
    );
  }
  blur(sd) {
    return this.def(
      `b${sd}`,
      `<filter id="b${sd}" x="-1" y="-1" width="3" height="3"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
  }
  shadow(x, y, rx, ry, opacity = 0.3, sd = 10) {
    return el("ellipse", { cx: x, cy: y, rx, ry, fill: "#1d0e06", opacity, filter: this.blur(sd) });
  }
  render(body, { bg, pat = "dots", patColor = "#000", patOpacity = 0.06, vignette = 0.16 }) {
    const { w, h } = this;
    this.def(
      "bg",
      `<radialGradient id="bg" cx=".5" cy=".38" r=".8"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></radialGradient>`,
    );
    this.def("p", PATTERNS[pat](patColor));
    this.def(
      "vg",
      `<radialGradient id="vg" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity="${vignette}"/></radialGradient>`,
    );
    const defs = [...this.defs.values()].join("");
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs>${defs}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<rect width="${w}" height="${h}" fill="url(#p)" opacity="${patOpacity}"/>` +
      body +
      `<rect width="${w}" height="${h}" fill="url(#vg)"/></svg>\n`
    );
  }
}

const PATTERNS = {
  dots: (c) =>
    `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="2.2" fill="${c}"/><circle cx="27" cy="27" r="2.2" fill="${c}"/></pattern>`,
  diamonds: (c) =>
    `<pattern id="p" width="56" height="56" patternUnits="userSpaceOnUse"><path d="M28 2L54 28L28 54L2 28Z" fill="none" stroke="${c}" stroke-width="1.5"/><circle cx="28" cy="28" r="2.5" fill="${c}"/></pattern>`,
  lines: (c) =>
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="3" height="24" fill="${c}"/></pattern>`,
  beans: (c) =>
    `<pattern id="p" width="90" height="90" patternUnits="userSpaceOnUse"><g fill="none" stroke="${c}" stroke-width="2"><ellipse cx="22" cy="24" rx="11" ry="6" transform="rotate(30 22 24)"/><path d="M13 19q9 2 18 10"/><ellipse cx="67" cy="68" rx="11" ry="6" transform="rotate(-35 67 68)"/><path d="M58 74q9-2 18-12"/></g></pattern>`,
  waves: (c) =>
    `<pattern id="p" width="80" height="40" patternUnits="userSpaceOnUse"><path d="M0 20q20-14 40 0t40 0" fill="none" stroke="${c}" stroke-width="2"/></pattern>`,
  snow: (c) =>
    `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><g fill="${c}"><circle cx="14" cy="22" r="3"/><circle cx="70" cy="10" r="2"/><circle cx="100" cy="64" r="3.5"/><circle cx="40" cy="80" r="2.5"/><circle cx="86" cy="108" r="2"/></g></pattern>`,
  stars: (c) =>
    `<pattern id="p" width="70" height="70" patternUnits="userSpaceOnUse"><path d="M20 12l2.4 5.6 5.6 2.4-5.6 2.4L20 28l-2.4-5.6L12 20l5.6-2.4zM55 47l1.6 3.4 3.4 1.6-3.4 1.6L55 57l-1.6-3.4-3.4-1.6 3.4-1.6z" fill="${c}"/></pattern>`,
  hearts: (c) =>
    `<pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M20 30c-8-6-12-10-12-15a6 6 0 0 1 12-2a6 6 0 0 1 12 2c0 5-4 9-12 15zM60 70c-6-4.5-9-7.5-9-11a4.5 4.5 0 0 1 9-1.5a4.5 4.5 0 0 1 9 1.5c0 3.5-3 6.5-9 11z" fill="${c}"/></pattern>`,
  checks: (c) =>
    `<pattern id="p" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M0 0h32v32H0zM32 32h32v32H32z" fill="${c}"/></pattern>`,
};

// ---------------------------------------------------------------------------------------------
// Props: small things scattered around the chocolate.

/** The picture being drawn; props register their shapes once in its <defs> and reuse them. */
let current;

function prop(id, markup, x, y, r = 0, s = 1, attrs = {}) {
  current.def(id, `<g id="${id}">${markup}</g>`);
  if (!r && s === 1) return el("use", { href: `#${id}`, x, y, ...attrs });
  let t = P`translate(${x} ${y})`;
  if (r) t += P` rotate(${r})`;
  if (s !== 1) t += P` scale(${s})`;
  return el("use", { href: `#${id}`, transform: t, ...attrs });
}

function cocoaBean(a, x, y, r = 0, s = 1) {
  a.lin("bean", "#7a3f26", "#3e1d10");
  return prop("cb", '<ellipse rx="26" ry="15" fill="url(#bean)"/><path d="M-22 2Q0-8 22 2" fill="none" stroke="#2a1209" stroke-width="2.5"/><ellipse cx="-6" cy="-8" rx="10" ry="3" fill="#fff" opacity=".22"/>', x, y, r, s);
}

function hazelnut(a, x, y, s = 1, r = 0) {
  a.def(
    "hz",
    `<radialGradient id="hz" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#c98a4e"/><stop offset=".6" stop-color="#8c5226"/><stop offset="1" stop-color="#5a3012"/></radialGradient>`,
  );
  return prop(
    "hn",
    '<path d="M0-26C4-22 22-12 22 6C22 20 12 26 0 26S-22 20-22 6C-22-12-4-22 0-26Z" fill="url(#hz)"/><path d="M-17 15C-10 24 10 24 17 15C12 10-12 10-17 15Z" fill="#d8b98c"/><path d="M-8-10Q-12 0-8 10M6-12Q10 0 7 10" fill="none" stroke="#5a3012" stroke-width="1.2" opacity=".45"/><ellipse cx="-8" cy="-6" rx="4" ry="8" fill="#fff" opacity=".2" transform="rotate(20 -8 -6)"/>',
    x, y, r, s,
  );
}

function pistachio(x, y, r = 0, s = 1) {
  return prop("ps", '<ellipse rx="14" ry="9" fill="#8db24c"/><ellipse cx="3" cy="-2" rx="8" ry="4" fill="#c4dc82"/><path d="M-12 3Q0 10 12 3" fill="none" stroke="#7a4a6a" stroke-width="2" opacity=".7"/>', x, y, r, s);
}

function petal(x, y, r = 0, s = 1, color = "#e27a96") {
  return prop("pe", '<path d="M0 0C-14-10-16-30 0-40C16-30 14-10 0 0Z"/>', x, y, r, s, { fill: color, opacity: 0.92 });
}

function raspberry(x, y, s = 1) {
  const pts = [[0, -12], [-10, -5], [10, -5], [-12, 6], [0, 2], [12, 6], [-6, 15], [6, 15], [0, -22], [-9, -16], [9, -16]];
  const balls = pts.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="7.5"/>`).join("");
  const shine = pts.map(([px, py]) => `M${px - 2.5} ${py - 2.5}h0`).join("");
  return prop("rb", `<g fill="#c42a55">${balls}</g><path d="${shine}" stroke="#ff9fb8" stroke-width="4.8" stroke-linecap="round"/>`, x, y, 0, s);
}

function coffeeBean(x, y, r = 0, s = 1) {
  return prop("co", '<ellipse rx="14" ry="10" fill="#4a2616"/><path d="M-12 0C-6-5 6 5 12 0" fill="none" stroke="#1f0d06" stroke-width="2.5"/><ellipse cx="-4" cy="-5" rx="5" ry="2" fill="#fff" opacity=".2"/>', x, y, r, s);
}

function cardamom(x, y, r = 0, s = 1) {
  return prop("ca", '<path d="M-18 0C-12-10 12-10 18 0C12 10-12 10-18 0Z" fill="#9ab068"/><path d="M-14 0H14M-12-4Q0-7 12-4M-12 4Q0 7 12 4" fill="none" stroke="#6f8645" stroke-width="1.5"/>', x, y, r, s);
}

function date(x, y, r = 0) {
  return prop("dt", '<ellipse rx="34" ry="15" fill="url(#sdate)"/><path d="M-24-4Q-10-9 4-4M-6 6Q8 2 22 5" fill="none" stroke="#3a1a0c" stroke-width="2" opacity=".5"/>', x, y, r);
}
function dateDefs(a) {
  a.def(
    "sdate",
    `<radialGradient id="sdate" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#a8683c"/><stop offset=".6" stop-color="#6b3418"/><stop offset="1" stop-color="#3a170a"/></radialGradient>`,
  );
}

function leaf(a, x, y, r = 0, s = 1, type = "dark", vein = "#d6ad55") {
  const fill = a.flat(type);
  return prop(
    `lf${type}`,
    `<path d="M0 0C30-34 86-32 120 0C86 32 30 34 0 0Z" fill="${fill}"/><path d="M4 0H112M40 0l18-14M40 0l18 14M72 0l16-11M72 0l16 11" fill="none" stroke="${vein}" stroke-width="2" opacity=".8"/>`,
    x, y, r, s,
  );
}

function goldFlecks(a, cx, cy, spread, count, size = 5) {
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = cx + a.rnd(-spread, spread);
    const y = cy + a.rnd(-spread, spread) * 0.7;
    const k = a.rnd(0.6, 1.2) * size;
    const t0 = a.rnd(0, 6.3);
    let d = "";
    for (let j = 0; j < 5; j++) {
      const t = t0 + j * 1.257 + a.rnd(-0.3, 0.3);
      const rr = k * a.rnd(0.45, 1);
      d += P`${j ? "L" : "M"}${x + Math.cos(t) * rr} ${y + Math.sin(t) * rr}`;
    }
    s += el("path", { d: `${d}Z`, fill: a.pick(["#f3d27a", "#e1b54e", "#fff1b0"]) });
  }
  return s;
}

/** A chocolate shaving curl (defined once per colour, then reused). */
function curl(a, x, y, r, s = 1, type = "dark") {
  const c = CH[type];
  a.def(
    `cl${type}`,
    `<g id="cl${type}" fill="none" stroke-linecap="round"><path d="M-30 0C-30-16-8-18 0-8S2 10-10 8" stroke="${c.flat[1]}" stroke-width="12"/><path d="M-30 0C-30-16-8-18 0-8" stroke="${c.hl}" stroke-width="3" opacity=".6"/></g>`,
  );
  return `<use href="#cl${type}" transform="${P`translate(${x} ${y}) rotate(${r}) scale(${s})`}"/>`;
}

function cinnamon(x, y, r = 0, len = 200) {
  return el(
    "g",
    { transform: P`translate(${x} ${y}) rotate(${r})` },
    el("rect", { x: -len / 2, y: -13, width: len, height: 26, rx: 8, fill: "#9c5a2c" }) +
      el("rect", { x: -len / 2, y: -13, width: len, height: 9, rx: 4.5, fill: "#c07a42" }) +
      el("ellipse", { cx: len / 2, cy: 0, rx: 7, ry: 13, fill: "#6e3a18" }) +
      el("path", { d: P`M${len / 2 - 3} -6a5 5 0 1 0 3 9`, fill: "none", stroke: "#c07a42", "stroke-width": 2 }),
  );
}

function starAnise(x, y, r = 0, s = 1) {
  let pod = "";
  for (let i = 0; i < 8; i++) pod += `<ellipse cy="-16" rx="7" ry="16" transform="rotate(${i * 45})"/>`;
  const seeds = [0, 90, 180, 270].map((d) => `<circle cy="-20" r="3" transform="rotate(${d + 22})"/>`).join("");
  return prop("sa", `<g fill="#7a3f1e" stroke="#4e260f" stroke-width="1.5">${pod}</g><circle r="7" fill="#4e260f"/><g fill="#c9874a">${seeds}</g>`, x, y, r, s);
}

function salt(a, cx, cy, spread, count) {
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = cx + a.rnd(-spread, spread);
    const y = cy + a.rnd(-spread, spread) * 0.5;
    const k = a.rnd(3, 7);
    s += el("path", { d: P`M${x} ${y}h${k}l${-k * 0.3} ${k}h${-k}z`, fill: "#fbf8f2", opacity: 0.95 });
  }
  return s;
}

function passionFruitHalf(x, y, s = 1) {
  let seeds = "";
  const pts = [[-20, -14], [4, -22], [22, -6], [-6, 2], [14, 14], [-22, 12], [0, 24], [-30, -2], [26, -22], [30, 12]];
  for (const [px, py] of pts) seeds += el("ellipse", { cx: px, cy: py, rx: 5, ry: 4, fill: "#3a2410" });
  return el(
    "g",
    { transform: P`translate(${x} ${y}) scale(${s})` },
    el("ellipse", { rx: 62, ry: 54, fill: "#5a2453" }) +
      el("ellipse", { rx: 54, ry: 46, fill: "#f6f0d8" }) +
      el("ellipse", { rx: 48, ry: 40, fill: "#f5b829" }) +
      seeds,
  );
}

// ---------------------------------------------------------------------------------------------
// Chocolates.

function highlight(x, y, r, op = 0.38) {
  return el("ellipse", { cx: x - r * 0.36, cy: y - r * 0.42, rx: r * 0.3, ry: r * 0.15, fill: "#fff", opacity: op, transform: rot(-38, x - r * 0.36, y - r * 0.42) });
}

/** Many small round dots inside a circle, as one path (round caps on zero-length segments). */
function dotPath(a, cx, cy, radius, count, color, width, opacity = 1) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const ang = a.rnd(0, Math.PI * 2);
    const k = Math.sqrt(a.rand()) * radius;
    d += P`M${cx + Math.cos(ang) * k} ${cy + Math.sin(ang) * k}h0`;
  }
  return el("path", { d, stroke: color, "stroke-width": width, "stroke-linecap": "round", opacity });
}

/** Sprinkles as one path per colour. */
function sprinkles(a, count, box, colors, len = 18, width = 6) {
  const [x0, y0, x1, y1] = box;
  const byColor = colors.map(() => "");
  for (let i = 0; i < count; i++) {
    const x = a.rnd(x0, x1);
    const y = a.rnd(y0, y1);
    const t = a.rnd(0, Math.PI);
    byColor[i % colors.length] += P`M${x} ${y}l${Math.cos(t) * len} ${Math.sin(t) * len}`;
  }
  return byColor.map((d, i) => el("path", { d, stroke: colors[i], "stroke-width": width, "stroke-linecap": "round" })).join("");
}

/** A truffle seen from any angle: a ball with decoration. */
function truffle(a, x, y, r, type, deco = "plain", o = {}) {
  let s = el("circle", { cx: x, cy: y, r, fill: a.sphere(type) });
  if (deco === "dust" || deco === "sugar") {
    const color = deco === "sugar" ? "#fffaf0" : o.dust ?? "#9a6a4c";
    s += dotPath(a, x, y, r * 0.88, 22, color, r * 0.06, deco === "sugar" ? 0.9 : 0.6);
  }
  if (deco === "drizzle") {
    const c = o.drizzle ?? CH.white.mid;
    let d = "";
    for (const k of [-0.5, -0.15, 0.2]) {
      const hw = Math.sqrt(1 - k * k) * r * 0.86;
      d += P`M${x - hw} ${y + k * r}q${hw / 2} ${-r * 0.16} ${hw} 0t${hw} 0`;
    }
    s += el("path", { d, fill: "none", stroke: c, "stroke-width": r * 0.08, "stroke-linecap": "round" });
  }
  if (deco === "paint") {
    const c = o.paint ?? "#c9506f";
    s += el("path", {
      d: P`M${x - r * 0.82} ${y + r * 0.2}C${x - r * 0.4} ${y - r * 0.7} ${x + r * 0.45} ${y - r * 0.8} ${x + r * 0.8} ${y - r * 0.15}C${x + r * 0.3} ${y - r * 0.42} ${x - r * 0.25} ${y - r * 0.3} ${x - r * 0.82} ${y + r * 0.2}Z`,
      fill: c,
      opacity: 0.9,
    });
    s += el("circle", { cx: x + r * 0.3, cy: y + r * 0.35, r: r * 0.08, fill: c, opacity: 0.85 });
    s += el("circle", { cx: x + r * 0.5, cy: y + r * 0.18, r: r * 0.05, fill: c, opacity: 0.85 });
    s += el("circle", { cx: x - r * 0.2, cy: y + r * 0.45, r: r * 0.05, fill: o.paint2 ?? "#f3d27a" });
  }
  if (deco === "gold") s += goldFlecks(a, x + r * 0.1, y - r * 0.2, r * 0.3, 3, r * 0.14);
  if (deco === "salt") s += salt(a, x + r * 0.1, y - r * 0.4, r * 0.3, 4);
  if (deco === "bits") {
    let bits = "";
    for (let i = 0; i < 9; i++) {
      const bx = x + a.rnd(-0.6, 0.6) * r;
      const by = y + a.rnd(-0.7, 0.2) * r;
      const k = a.rnd(3, 6) * (r / 60);
      bits += el("path", { d: P`M${bx} ${by}l${k} ${-k}l${k} ${k * 1.2}l${-k * 1.6} ${k * 0.5}z` });
    }
    s += el("g", { fill: o.bits ?? "#e3486f" }, bits);
  }
  if (deco === "swirl") {
    s += el("path", {
      d: P`M${x} ${y - r * 0.1}a${r * 0.12} ${r * 0.12} 0 1 1 ${r * 0.2} ${r * 0.1}a${r * 0.3} ${r * 0.3} 0 1 1 ${-r * 0.55} ${-r * 0.2}a${r * 0.48} ${r * 0.48} 0 1 1 ${r * 0.9} ${r * 0.2}`,
      fill: "none",
      stroke: o.drizzle ?? CH.milk.hl,
      "stroke-width": r * 0.07,
      "stroke-linecap": "round",
    });
  }
  return s + highlight(x, y, r, type === "white" ? 0.6 : 0.38);
}

/** A paper cup (side view) around the lower half of a truffle at (x, y, r). */
function paperCup(a, x, y, r, color = "#c8a050") {
  const id = a.barrel(`cup${color.slice(1)}`, shade(color, -0.25), shade(color, 0.25));
  const top = y + r * 0.2;
  const bottom = y + r * 0.98;
  let pleats = "";
  for (let i = -3; i <= 3; i++) pleats += P`M${x + i * r * 0.27} ${top + r * 0.12}L${x + i * r * 0.21} ${bottom}`;
  return (
    el("path", { d: P`M${x - r * 1.02} ${top}Q${x} ${top + r * 0.3} ${x + r * 1.02} ${top}L${x + r * 0.78} ${bottom}Q${x} ${bottom + r * 0.12} ${x - r * 0.78} ${bottom}Z`, fill: id }) +
    el("path", { d: pleats, stroke: "#000", opacity: 0.14, "stroke-width": 2 }) +
    el("path", { d: P`M${x - r * 1.02} ${top}Q${x} ${top + r * 0.3} ${x + r * 1.02} ${top}`, fill: "none", stroke: shade(color, 0.45), "stroke-width": 3 })
  );
}

function shade(hex, k) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(k >= 0 ? c + (255 - c) * k : c * (1 + k)));
  return `#${ch.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** A praline seen from above: several classic shapes. */
function praline(a, x, y, r, shape, type, accent) {
  const c = CH[type];
  switch (shape) {
    case "square": {
      const h = r * 0.86;
      const stripes = a.def(
        `st${accent.slice(1)}`,
        `<pattern id="st${accent.slice(1)}" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="14" fill="${accent}"/></pattern>`,
      );
      return (
        el("rect", { x: x - h, y: y - h, width: h * 2, height: h * 2, rx: r * 0.16, fill: a.flat(type), stroke: c.edge, "stroke-width": 2 }) +
        el("rect", { x: x - h + 5, y: y - h + 5, width: h * 2 - 10, height: h * 2 - 10, rx: r * 0.12, fill: stripes, opacity: 0.85 }) +
        el("path", { d: P`M${x - h + 6} ${y - h + 4}H${x + h - 6}`, stroke: "#fff", opacity: 0.35, "stroke-width": 3, "stroke-linecap": "round" })
      );
    }
    case "heart":
      return (
        el("path", { d: heartPath(x, y + r * 0.05, r * 0.95), fill: a.sphere(type) }) +
        el("path", { d: P`M${x - r * 0.6} ${y - r * 0.35}q${r * 0.1} ${-r * 0.3} ${r * 0.4} ${-r * 0.25}`, fill: "none", stroke: "#fff", opacity: 0.5, "stroke-width": r * 0.1, "stroke-linecap": "round" })
      );
    case "pyramid": {
      const h = r * 0.92;
      return (
        el("path", { d: P`M${x - h} ${y - h}H${x + h}L${x} ${y}Z`, fill: c.hl }) +
        el("path", { d: P`M${x + h} ${y - h}V${y + h}L${x} ${y}Z`, fill: c.mid }) +
        el("path", { d: P`M${x + h} ${y + h}H${x - h}L${x} ${y}Z`, fill: c.lo }) +
        el("path", { d: P`M${x - h} ${y + h}V${y - h}L${x} ${y}Z`, fill: c.flat[0] }) +
        el("circle", { cx: x, cy: y, r: r * 0.14, fill: accent })
      );
    }
    case "nut":
      return (
        el("ellipse", { cx: x, cy: y, rx: r, ry: r * 0.8, fill: a.sphere(type) }) +
        hazelnut(a, x + r * 0.1, y - r * 0.12, r / 60, -20) +
        highlight(x, y, r, 0.3)
      );
    case "swirl":
      return truffle(a, x, y, r * 0.95, type, "swirl", { drizzle: accent });
    case "gold":
      return truffle(a, x, y, r * 0.95, type, "gold");
    default:
      return truffle(a, x, y, r * 0.95, type, "paint", { paint: accent });
  }
}

/** A heart `s` wide on each side of x, from y - 0.85s (lobes) to y + s (tip). */
function heartPath(x, y, s) {
  return P`M${x} ${y - s * 0.45}C${x - s * 0.1} ${y - s * 0.95} ${x - s * 1.05} ${y - s * 1.05} ${x - s * 1.05} ${y - s * 0.3}C${x - s * 1.05} ${y + s * 0.25} ${x - s * 0.3} ${y + s * 0.55} ${x} ${y + s}C${x + s * 0.3} ${y + s * 0.55} ${x + s * 1.05} ${y + s * 0.25} ${x + s * 1.05} ${y - s * 0.3}C${x + s * 1.05} ${y - s * 1.05} ${x + s * 0.1} ${y - s * 0.95} ${x} ${y - s * 0.45}Z`;
}

/** An open box seen from above, its cells filled by `fill(x, y, i)`. */
function flatBox(a, { cx, cy, cols, rows, cell = 118, angle = -6, box, trim = "#d9b15a", tray = "#2b170e", cup = "#3a2113", fill, lid }) {
  const pad = 30;
  const w = cols * cell + pad * 2;
  const h = rows * cell + pad * 2;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  let s = "";
  if (lid) {
    s += el(
      "g",
      { transform: P`rotate(${lid.angle} ${cx} ${cy}) translate(${lid.dx} ${lid.dy})` },
      el("rect", { x: x0 - 8, y: y0 - 8, width: w + 16, height: h + 16, rx: 20, fill: "#1d0e06", opacity: 0.35, filter: a.blur(14), transform: "translate(10 18)" }) +
        el("rect", { x: x0 - 8, y: y0 - 8, width: w + 16, height: h + 16, rx: 20, fill: a.lin("boxg", box[0], box[1]) }) +
        el("rect", { x: x0 + 4, y: y0 + 4, width: w - 8, height: h - 8, rx: 14, fill: "none", stroke: trim, "stroke-width": 2 }) +
        el("rect", { x: cx - 26, y: y0 - 8, width: 52, height: h + 16, fill: a.lin("rib", lid.ribbon[0], lid.ribbon[1], "h") }),
    );
  }
  let cells = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + pad + cell * (c + 0.5);
      const y = y0 + pad + cell * (r + 0.5);
      a.def("cav", `<radialGradient id="cav"><stop offset=".7" stop-color="${cup}"/><stop offset="1" stop-color="${shade(cup, 0.25)}"/></radialGradient>`);
      cells += prop("cv", P`<circle r="${cell * 0.45}" fill="url(#cav)"/>`, x, y);
      cells += fill(x, y, r * cols + c);
    }
  }
  s += el(
    "g",
    { transform: rot(angle, cx, cy) },
    el("rect", { x: x0, y: y0, width: w, height: h, rx: 22, fill: "#1d0e06", opacity: 0.4, filter: a.blur(16), transform: "translate(12 22)" }) +
      el("rect", { x: x0, y: y0, width: w, height: h, rx: 22, fill: a.lin("boxg", box[0], box[1]) }) +
      el("rect", { x: x0 + 10, y: y0 + 10, width: w - 20, height: h - 20, rx: 16, fill: "none", stroke: trim, "stroke-width": 3 }) +
      el("rect", { x: x0 + 18, y: y0 + 18, width: w - 36, height: h - 36, rx: 12, fill: tray }) +
      cells,
  );
  return s;
}

/** Five truffles in paper cups on a plate, seen from the side. */
function truffleGroup(a, { type, types, deco, o = {}, cup = "#c8a050", plate = ["#f7f1e8", "#d9ccbb"], cy = 0 }) {
  const spots = [
    [262, 392 + cy, 74],
    [400, 372 + cy, 76],
    [538, 392 + cy, 74],
    [325, 486 + cy, 86],
    [477, 486 + cy, 86],
  ];
  let s = a.shadow(400, 600 + cy, 330, 60, 0.3, 16);
  s += el("ellipse", { cx: 400, cy: 560 + cy, rx: 330, ry: 96, fill: a.lin("plate", plate[0], plate[1], "v") });
  s += el("ellipse", { cx: 400, cy: 552 + cy, rx: 290, ry: 76, fill: "none", stroke: "#fff", opacity: 0.5, "stroke-width": 3 });
  spots.forEach(([x, y, r], i) => {
    const t = types ? types[i % types.length] : type;
    s += a.shadow(x, y + r * 1.02, r * 0.85, r * 0.14, 0.35, 5);
    s += truffle(a, x, y, r, t, Array.isArray(deco) ? deco[i % deco.length] : deco, o);
    s += paperCup(a, x, y, r, cup);
  });
  return s;
}

/** A snapped bar: beveled squares, a paper sleeve over foil, and a broken-off piece. */
function snappedBar(a, { type, sleeve, sleeve2, trim = "#e2c274", cx = 400, cy = 400, angle = -16, scale = 1.22 }) {
  const q = 84;
  const cols = 3;
  const rows = 6;
  const w = cols * q;
  const h = rows * q;
  const b = 12;
  const c = CH[type];
  a.def(
    "sq",
    `<g id="sq"><rect width="${q}" height="${q}" fill="${c.flat[1]}"/><path d="M0 0H${q}L${q - b} ${b}H${b}Z" fill="${c.hl}" opacity=".55"/><path d="M0 0L${b} ${b}V${q - b}L0 ${q}Z" fill="${c.hl}" opacity=".3"/><path d="M0 ${q}L${b} ${q - b}H${q - b}L${q} ${q}Z" fill="${c.lo}" opacity=".6"/><path d="M${q} 0V${q}L${q - b} ${q - b}V${b}Z" fill="${c.lo}" opacity=".4"/><rect x="${b}" y="${b}" width="${q - 2 * b}" height="${q - 2 * b}" fill="url(#f${type})"/></g>`,
  );
  a.flat(type);
  const jag = [];
  const steps = 7;
  for (let i = 0; i <= steps; i++) jag.push([(w / steps) * i, q * 4.45 + (i % 2 ? -q * 0.22 : q * 0.12) + a.rnd(-6, 6)]);
  const jagD = jag.map(([x, y]) => P`${x} ${y}`).join("L");
  const mainClip = a.def("cm", `<clipPath id="cm"><path d="M0 0H${w}V${fmt(jag[steps][1])}L${[...jag].reverse().map(([x, y]) => P`${x} ${y}`).join("L")}Z"/></clipPath>`);
  const pieceClip = a.def("cp", `<clipPath id="cp"><path d="M${jagD}V${h}H0Z"/></clipPath>`);
  const grid = (fromRow, toRow) => {
    let u = "";
    for (let r = fromRow; r < toRow; r++) for (let col = 0; col < cols; col++) u += `<use href="#sq" x="${col * q}" y="${r * q}"/>`;
    return u;
  };
  const piece = el(
    "g",
    { transform: P`translate(${70} ${96}) rotate(14 ${w / 2} ${q * 5})` },
    el("rect", { x: 0, y: q * 4.2, width: w, height: q * 1.8, fill: "#1d0e06", opacity: 0.45, filter: a.blur(12), "clip-path": pieceClip, transform: "translate(10 16)" }) +
      el("g", { "clip-path": pieceClip }, grid(4, rows)) +
      el("path", { d: `M${jagD}`, fill: "none", stroke: c.edge, "stroke-width": 5, "stroke-linejoin": "round" }),
  );
  const foilTop = q * 2.05;
  let foil = P`M-6 -6H${w + 6}V${foilTop + 10}`;
  for (let i = 12; i >= 0; i--) foil += P`L${(w + 12) * (i / 12) - 6} ${foilTop + (i % 2 ? 26 : 8)}`;
  foil += "Z";
  const sleeveFill = a.def(
    "slv",
    `<pattern id="slv" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="${sleeve}"/><path d="M14 3L25 14L14 25L3 14Z" fill="none" stroke="${sleeve2}" stroke-width="2"/></pattern>`,
  );
  const main = el(
    "g",
    {},
    el("rect", { x: 0, y: 0, width: w, height: q * 4.5, fill: "#1d0e06", opacity: 0.45, filter: a.blur(14), transform: "translate(14 22)" }) +
      el("g", { "clip-path": mainClip }, grid(0, 5)) +
      el("path", { d: `M${jagD}`, fill: "none", stroke: c.edge, "stroke-width": 5, "stroke-linejoin": "round" }) +
      el("path", { d: foil, fill: a.lin("foil", "#f8e7a8", "#b48a34") }) +
      el("path", { d: foil, fill: "none", stroke: "#fff6d0", "stroke-width": 2, opacity: 0.6 }) +
      el("rect", { x: -10, y: -10, width: w + 20, height: q * 1.9, rx: 4, fill: sleeveFill }) +
      el("rect", { x: -10, y: q * 1.9 - 22, width: w + 20, height: 8, fill: trim }) +
      el("circle", { cx: w / 2, cy: q * 0.85, r: 38, fill: sleeve, stroke: trim, "stroke-width": 4 }) +
      el("path", { d: P`M${w / 2} ${q * 0.85 - 24}C${w / 2 + 16} ${q * 0.85 - 10} ${w / 2 + 16} ${q * 0.85 + 10} ${w / 2} ${q * 0.85 + 24}C${w / 2 - 16} ${q * 0.85 + 10} ${w / 2 - 16} ${q * 0.85 - 10} ${w / 2} ${q * 0.85 - 24}ZM${w / 2} ${q * 0.85 - 20}V${q * 0.85 + 20}`, fill: "none", stroke: trim, "stroke-width": 3 }),
  );
  return el("g", { transform: P`translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(${-w / 2} ${-h / 2})` }, main + piece);
}

/** The back of a bar, strewn with what is in it. */
function toppedBar(a, { type, top, cx = 400, cy = 400, angle = -12, w = 330, h = 500 }) {
  const c = CH[type];
  let s = el("rect", { x: 0, y: 0, width: w, height: h, rx: 12, fill: "#1d0e06", opacity: 0.45, filter: a.blur(16), transform: "translate(16 24)" });
  s += el("rect", { x: 0, y: 0, width: w, height: h, rx: 12, fill: a.flat(type) });
  s += el("rect", { x: 6, y: 6, width: w - 12, height: h - 12, rx: 9, fill: "none", stroke: c.hl, opacity: 0.45, "stroke-width": 3 });
  s += el("path", { d: P`M10 ${h - 4}H${w - 10}`, stroke: c.lo, "stroke-width": 5, opacity: 0.6 });
  s += top(w, h);
  return el("g", { transform: P`translate(${cx} ${cy}) rotate(${angle}) translate(${-w / 2} ${-h / 2})` }, s);
}

function scatter(a, w, h, count, draw, margin = 26) {
  let s = "";
  for (let i = 0; i < count; i++) s += draw(a.rnd(margin, w - margin), a.rnd(margin, h - margin), a.rnd(0, 360), i);
  return s;
}

/** A glossy, hand-painted bonbon seen from the side, sitting at (x, y). */
function bonbon(a, x, y, r, type, splash) {
  let dots = "";
  for (let i = 0; i < 7; i++) {
    const ang = a.rnd(Math.PI * 1.05, Math.PI * 1.95);
    const d = a.rnd(0.25, 0.8) * r;
    dots += el("circle", { cx: x + Math.cos(ang) * d, cy: y - r * 0.05 + Math.sin(ang) * d * 0.85, r: a.rnd(0.03, 0.09) * r, fill: a.pick(splash) });
  }
  return (
    a.shadow(x, y + 2, r * 1.02, r * 0.12, 0.4, 5) +
    el("path", { d: P`M${x - r} ${y}A${r} ${r * 0.9} 0 0 1 ${x + r} ${y}Q${x} ${y + r * 0.14} ${x - r} ${y}Z`, fill: a.sphere(type) }) +
    dots +
    el("path", { d: P`M${x - r * 0.62} ${y - r * 0.42}Q${x - r * 0.45} ${y - r * 0.78} ${x - r * 0.05} ${y - r * 0.82}Q${x - r * 0.38} ${y - r * 0.62} ${x - r * 0.62} ${y - r * 0.42}Z`, fill: "#fff", opacity: 0.75 }) +
    el("circle", { cx: x + r * 0.42, cy: y - r * 0.6, r: r * 0.05, fill: "#fff", opacity: 0.7 })
  );
}

/** A Belgian seashell praline seen from above. */
function seashell(a, x, y, r, type, marble, angle = 0) {
  let ridges = "";
  for (let i = 1; i < 8; i++) {
    const t = Math.PI * (1 + i / 8);
    ridges += P`M0 ${r * 0.55}L${Math.cos(t) * r * 0.95} ${Math.sin(t) * r * 0.95 + r * 0.05}`;
  }
  let scallop = "";
  for (let i = 0; i <= 8; i++) {
    const t = Math.PI * (1 + i / 8);
    scallop += el("circle", { cx: Math.cos(t) * r * 0.98, cy: Math.sin(t) * r * 0.98 + r * 0.05, r: r * 0.09 });
  }
  const marb = a.def(
    `mb${type}`,
    `<linearGradient id="mb${type}" x2="1" y2=".6"><stop offset="0" stop-color="${CH[type].mid}"/><stop offset=".35" stop-color="${CH[type].hl}"/><stop offset=".5" stop-color="${CH[marble].mid}"/><stop offset=".7" stop-color="${CH[type].mid}"/><stop offset="1" stop-color="${CH[type].lo}"/></linearGradient>`,
  );
  return el(
    "g",
    { transform: P`translate(${x} ${y}) rotate(${angle})` },
    el("ellipse", { cx: 8, cy: r * 0.45, rx: r * 0.95, ry: r * 0.3, fill: "#1d0e06", opacity: 0.35, filter: a.blur(8) }) +
      el("g", { fill: marb }, scallop) +
      el("path", { d: P`M${-r * 0.28} ${r * 0.6}L${-r * 0.98} ${r * 0.05}A${r * 0.98} ${r * 0.98} 0 0 1 ${r * 0.98} ${r * 0.05}L${r * 0.28} ${r * 0.6}Z`, fill: marb }) +
      el("path", { d: ridges, stroke: CH[type].lo, opacity: 0.45, "stroke-width": r * 0.035, "stroke-linecap": "round" }) +
      el("rect", { x: -r * 0.3, y: r * 0.5, width: r * 0.6, height: r * 0.22, rx: r * 0.08, fill: CH[type].flat[1] }) +
      el("path", { d: P`M${-r * 0.55} ${-r * 0.6}Q${-r * 0.2} ${-r * 0.88} ${r * 0.25} ${-r * 0.8}`, fill: "none", stroke: "#fff", opacity: 0.4, "stroke-width": r * 0.07, "stroke-linecap": "round" }),
  );
}

/** A sculpted chocolate rose head, petals in three rings. */
function rose(a, x, y, s, type, angle = 0) {
  const c = CH[type];
  const petalD = P`M0 0C${-s * 0.5} ${-s * 0.12} ${-s * 0.55} ${-s * 0.8} 0 ${-s * 0.92}C${s * 0.55} ${-s * 0.8} ${s * 0.5} ${-s * 0.12} 0 0Z`;
  const pid = a.uid("pt");
  a.def(pid, `<path id="${pid}" d="${petalD}"/>`);
  const ring = (n, k, off, fill) => {
    let g = "";
    for (let i = 0; i < n; i++) g += `<use href="#${pid}" transform="rotate(${fmt(off + (360 / n) * i)}) scale(${k})"/>`;
    return el("g", { fill, stroke: c.lo, "stroke-width": 2.5 / k, "stroke-opacity": 0.6 }, g);
  };
  const pg = a.def(
    `rp${type}`,
    `<radialGradient id="rp${type}" cx=".5" cy="1" r="1"><stop offset="0" stop-color="${c.lo}"/><stop offset=".6" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.hl}"/></radialGradient>`,
  );
  return el(
    "g",
    { transform: P`translate(${x} ${y}) rotate(${angle})` },
    a.shadow(10, 18, s * 0.95, s * 0.8, 0.45, 14) +
      ring(6, 1, 0, pg) +
      ring(5, 0.72, 30, pg) +
      ring(4, 0.48, 12, pg) +
      el("path", {
        d: P`M0 ${-s * 0.04}a${s * 0.06} ${s * 0.06} 0 1 1 ${s * 0.1} ${s * 0.05}a${s * 0.14} ${s * 0.14} 0 1 1 ${-s * 0.26} ${-s * 0.08}a${s * 0.22} ${s * 0.22} 0 1 1 ${s * 0.4} ${s * 0.12}`,
        fill: "none",
        stroke: c.lo,
        "stroke-width": s * 0.035,
        "stroke-linecap": "round",
      }) +
      el("ellipse", { cx: -s * 0.42, cy: -s * 0.5, rx: s * 0.16, ry: s * 0.06, fill: "#fff", opacity: 0.22, transform: P`rotate(-40 ${-s * 0.42} ${-s * 0.5})` }),
  );
}

/** A gift box in three-quarter view with a ribbon and a bow. */
function giftBox(a, { x, y, w, h, d = 90, box, ribbon, pattern, trim }) {
  const dx = d * 0.78;
  const dy = d * 0.62;
  const lid = 58;
  const id = a.uid("gb");
  const face = a.lin(`${id}f`, box[0], box[1], "v");
  const side = a.lin(`${id}s`, shade(box[1], -0.25), shade(box[1], -0.4), "v");
  const top = a.lin(`${id}t`, shade(box[0], 0.15), box[0]);
  const rib = a.lin(`${id}r`, ribbon[0], ribbon[1], "h");
  const ribS = a.lin(`${id}q`, shade(ribbon[1], -0.2), shade(ribbon[1], -0.35), "v");
  const pat = pattern
    ? a.def(`${id}p`, `<pattern id="${id}p" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="2.4" fill="${pattern}"/><circle cx="0" cy="0" r="2.4" fill="${pattern}"/><circle cx="30" cy="0" r="2.4" fill="${pattern}"/><circle cx="0" cy="30" r="2.4" fill="${pattern}"/><circle cx="30" cy="30" r="2.4" fill="${pattern}"/></pattern>`)
    : null;
  const o = 10; // lid overhang
  const cxF = x + w / 2;
  let s = el("path", { d: P`M${x - 10} ${y + h}L${x + w + 10} ${y + h}L${x + w + dx + 30} ${y + h - dy}L${x + dx} ${y + h - dy}Z`, fill: "#1d0e06", opacity: 0.35, filter: a.blur(16), transform: "translate(14 10)" });
  // Box body
  s += el("path", { d: P`M${x} ${y}H${x + w}V${y + h}H${x}Z`, fill: face });
  if (pat) s += el("path", { d: P`M${x} ${y}H${x + w}V${y + h}H${x}Z`, fill: pat, opacity: 0.55 });
  s += el("path", { d: P`M${x + w} ${y}L${x + w + dx} ${y - dy}V${y + h - dy}L${x + w} ${y + h}Z`, fill: side });
  s += el("rect", { x: cxF - 22, y, width: 44, height: h, fill: rib });
  s += el("path", { d: P`M${x + w} ${y + h / 2 - 20}L${x + w + dx} ${y + h / 2 - 20 - dy}V${y + h / 2 + 20 - dy}L${x + w} ${y + h / 2 + 20}Z`, fill: ribS });
  // Lid
  const lx = x - o;
  const lw = w + 2 * o;
  s += el("rect", { x: lx, y: y - 4, width: lw + dx * 0.2, height: 14, fill: "#1d0e06", opacity: 0.3, filter: a.blur(4) });
  s += el("path", { d: P`M${lx} ${y - lid}H${lx + lw}V${y + 6}H${lx}Z`, fill: face });
  if (pat) s += el("path", { d: P`M${lx} ${y - lid}H${lx + lw}V${y + 6}H${lx}Z`, fill: pat, opacity: 0.55 });
  s += el("path", { d: P`M${lx + lw} ${y - lid}L${lx + lw + dx} ${y - lid - dy}V${y + 6 - dy}L${lx + lw} ${y + 6}Z`, fill: side });
  s += el("path", { d: P`M${lx} ${y - lid}L${lx + dx} ${y - lid - dy}H${lx + lw + dx}L${lx + lw} ${y - lid}Z`, fill: top });
  if (trim) s += el("path", { d: P`M${lx} ${y - 4}H${lx + lw}`, stroke: trim, "stroke-width": 4 });
  s += el("rect", { x: cxF - 22, y: y - lid, width: 44, height: lid + 6, fill: rib });
  // Ribbon over the top: front-to-back band and left-to-right band.
  const ty = y - lid;
  s += el("path", { d: P`M${cxF - 22} ${ty}L${cxF - 22 + dx} ${ty - dy}H${cxF + 22 + dx}L${cxF + 22} ${ty}Z`, fill: rib });
  s += el("path", { d: P`M${lx + dx / 2 - 14} ${ty - dy / 2 + 8}H${lx + lw + dx / 2 - 14}L${lx + lw + dx / 2 + 14} ${ty - dy / 2 - 8}H${lx + dx / 2 + 14}Z`, fill: rib });
  s += el("path", { d: P`M${lx + lw} ${y - lid / 2 - 14}L${lx + lw + dx} ${y - lid / 2 - 14 - dy}V${y - lid / 2 + 12 - dy}L${lx + lw} ${y - lid / 2 + 12}Z`, fill: ribS });
  // Bow
  const bx = cxF + dx / 2;
  const by = ty - dy / 2;
  const k = Math.min(1.3, w / 300);
  s += prop(
    "bow",
    '<path d="M-8 0C-40 30-70 40-84 22C-92 6-60-18-8 0ZM8 0C40 30 70 40 84 22C92 6 60-18 8 0ZM-6-2C-30-60-80-76-92-50C-100-30-60-10-6-2ZM6-2C30-60 80-76 92-50C100-30 60-10 6-2Z"/><path d="M-10-6C-34-46-70-58-82-44" fill="none" stroke="#fff" opacity=".35" stroke-width="5" stroke-linecap="round"/><path d="M-12-4C-30-40-62-54-76-46C-60-36-36-22-12-4Z" fill="#000" opacity=".15"/><ellipse cy="-2" rx="16" ry="12"/><ellipse cy="-2" rx="16" ry="12" fill="#000" opacity=".18"/><ellipse cx="-4" cy="-6" rx="6" ry="3" fill="#fff" opacity=".4"/>',
    bx, by, 0, k, { fill: rib },
  );
  return s;
}

// ---------------------------------------------------------------------------------------------
// The product pictures. Each returns the SVG for one slug.

/** The box's pieces: [slug, shape, chocolate, accent or decoration, background]. */
const BOX_PIECES = [
  ["piece-raspberry-heart", "heart", "ruby", "#e23a64", ["#fde7ec", "#f0bfca"]],
  ["piece-salted-caramel", "square", "caramel", "#f7d597", ["#f4e6d2", "#d9b98e"]],
  ["piece-hazelnut-praline", "nut", "milk", "#c98b4f", ["#f2e6d8", "#d4b996"]],
  ["piece-passion-fruit", "pyramid", "passion", "#f6a628", ["#fff4d6", "#f3cf86"]],
  ["piece-pistachio", "square", "pistachio", "#9fbf5a", ["#eef4dc", "#c8d8a0"]],
  ["piece-espresso", "swirl", "dark", "#b07a55", ["#e7dccd", "#b9a58b"]],
  ["piece-gold-leaf", "gold", "dark", "#e1b54e", ["#f6efe0", "#dcc9a0"]],
  ["piece-vanilla", "truffle", "white", "sugar", ["#fbf6ec", "#e4d6bd"]],
  ["piece-dark-ganache", "truffle", "dark", "dust", ["#efe4d8", "#c9b29a"]],
  ["piece-milk-honey", "truffle", "milk", "drizzle", ["#f6ead6", "#dcc29a"]],
  ["piece-halva", "pyramid", "white", "#c9a36a", ["#f5efe4", "#dccfb6"]],
  ["piece-rose", "heart", "white", "#e58aa3", ["#fdeef2", "#efc7d2"]],
];

const PRODUCT_ART = {
  "hand-painted-truffles-12": (a) => {
    const paints = ["#2f8f9d", "#d9a441", "#c9506f", "#6c8f3a", "#e07a3c", "#4a63a8"];
    const bases = ["dark", "milk", "dark", "white", "dark", "ruby"];
    const body =
      flatBox(a, {
        cx: 410,
        cy: 440,
        cols: 4,
        rows: 3,
        cell: 134,
        box: ["#1f2f4a", "#14203a"],
        tray: "#23130c",
        cup: "#3b2214",
        lid: { angle: -20, dx: -120, dy: -300, ribbon: ["#e8c56a", "#a9802e"] },
        fill: (x, y, i) => truffle(a, x, y, 54, bases[i % 6], "paint", { paint: paints[(i * 5) % 6], paint2: "#f3d27a" }),
      }) + goldFlecks(a, 680, 110, 60, 6, 9);
    return a.render(body, { bg: ["#f5ebe0", "#dcc7b2"], pat: "diamonds", patColor: "#8a5a3c", patOpacity: 0.12 });
  },
  // Issue 34: one box of truffles in three sizes (each size its own photo) and one bar in three cocoa levels.
  ...Object.fromEntries(
    [
      ["signature-truffles-9", 3, 3, 150],
      ["signature-truffles-16", 4, 4, 122],
      ["signature-truffles-25", 5, 5, 100],
    ].map(([slug, cols, rows, cell]) => [
      slug,
      (a) => {
        const bases = ["dark", "milk", "white", "ruby", "caramel"];
        const body =
          flatBox(a, {
            cx: 410,
            cy: 440,
            cols,
            rows,
            cell,
            box: ["#5b2a1c", "#3d1a10"],
            tray: "#23130c",
            cup: "#3b2214",
            lid: { angle: -18, dx: -110, dy: -300, ribbon: ["#e8c56a", "#a9802e"] },
            fill: (x, y, i) => truffle(a, x, y, cell * 0.4, bases[(i * 3) % 5], i % 2 ? "dust" : "drizzle", { dust: "#b07a55", drizzle: CH.gold.hl }),
          }) + goldFlecks(a, 680, 110, 60, 6, 9);
        return a.render(body, { bg: ["#f5e6da", "#d9bca5"], pat: "diamonds", patColor: "#7a3f26", patOpacity: 0.12 });
      },
    ]),
  ),
  ...Object.fromEntries(
    [
      ["atelier-bar-dark", "dark", "#3d1a10", "#6b3322"],
      ["atelier-bar-milk", "milk", "#1f4f6f", "#2f6f8f"],
      ["atelier-bar-white", "white", "#8a6a2a", "#b8923e"],
    ].map(([slug, type, sleeve, sleeve2]) => [
      slug,
      (a) => {
        const body = snappedBar(a, { type, sleeve, sleeve2, angle: -12 }) + cocoaBean(a, 150, 650, 20, 1.3) + cocoaBean(a, 660, 160, 60, 1.1);
        return a.render(body, { bg: ["#f4ece2", "#d8c3a8"], pat: "beans", patColor: "#7a3f26", patOpacity: 0.1 });
      },
    ]),
  ),
  // Issue 34: the box the shopper fills, half filled (empty cups wait for their pieces).
  "build-your-own-box": (a) => {
    const bases = ["ruby", "caramel", "milk", "passion", "pistachio", "dark", "white"];
    const body =
      flatBox(a, {
        cx: 410,
        cy: 440,
        cols: 4,
        rows: 4,
        cell: 122,
        box: ["#2f4a3a", "#1f3328"],
        tray: "#23130c",
        cup: "#3b2214",
        lid: { angle: -14, dx: -120, dy: -300, ribbon: ["#e8c56a", "#a9802e"] },
        fill: (x, y, i) => ([2, 5, 7, 9, 12, 14, 15].includes(i) ? "" : truffle(a, x, y, 48, bases[i % 7], i % 3 ? "dust" : "drizzle", { dust: "#b07a55", drizzle: CH.gold.hl })),
      }) + goldFlecks(a, 680, 110, 60, 6, 9);
    return a.render(body, { bg: ["#eef1e6", "#c9d3bd"], pat: "diamonds", patColor: "#2f4a3a", patOpacity: 0.1 });
  },
  // Issue 34: the pieces of the build-your-own box, one praline each, close up on a plain ground.
  ...Object.fromEntries(
    BOX_PIECES.map(([slug, shape, type, accent, bg]) => [
      slug,
      (a) => {
        const body = a.shadow(410, 560, 210, 40, 0.35, 14) + (shape === "truffle" ? truffle(a, 400, 420, 190, type, accent, { dust: "#b07a55", drizzle: CH.gold.hl }) : praline(a, 400, 420, 220, shape, type, accent));
        return a.render(body, { bg, pat: "dots", patColor: "#7a3f26", patOpacity: 0.08 });
      },
    ]),
  ),
  "champagne-truffles": (a) => {
    let body = "";
    const bubbles = [[110, 150, 16], [170, 90, 9], [660, 130, 20], [700, 230, 10], [90, 300, 8], [610, 70, 7], [730, 360, 13]];
    for (const [x, y, r] of bubbles) body += el("circle", { cx: x, cy: y, r, fill: "none", stroke: "#fff", "stroke-width": 3, opacity: 0.8 });
    body += truffleGroup(a, { type: "white", deco: "sugar", cup: "#d6b25c", plate: ["#fbf6ec", "#e4d6bd"] });
    body += goldFlecks(a, 400, 700, 260, 8, 7);
    return a.render(body, { bg: ["#fbf1da", "#e8cf9f"], pat: "dots", patColor: "#b8862e", patOpacity: 0.14 });
  },
  "salted-caramel-truffles": (a) => {
    let body = truffleGroup(a, { types: ["milk", "caramel", "milk", "caramel", "milk"], deco: ["drizzle", "salt", "salt", "drizzle", "salt"], o: { drizzle: CH.caramel.hl }, cup: "#7a4a2c", plate: ["#f2ede6", "#cdc2b4"] });
    body += a.shadow(650, 715, 90, 18, 0.35, 6);
    body += el("ellipse", { cx: 650, cy: 700, rx: 92, ry: 34, fill: "#f8f4ee" }) + el("ellipse", { cx: 650, cy: 696, rx: 72, ry: 22, fill: a.lin("car", "#e0a155", "#a8621f", "v") });
    body += el("path", { d: "M600 690q50-12 100 0", fill: "none", stroke: "#fff", opacity: 0.35, "stroke-width": 5, "stroke-linecap": "round" });
    body += salt(a, 160, 705, 70, 18) + salt(a, 640, 110, 50, 8);
    return a.render(body, { bg: ["#f4e6d2", "#d9b98e"], pat: "waves", patColor: "#8a541f", patOpacity: 0.12 });
  },
  "ruby-raspberry-truffles": (a) => {
    let body = truffleGroup(a, { type: "ruby", deco: ["bits", "drizzle", "bits", "bits", "drizzle"], o: { bits: "#e23a64", drizzle: CH.white.hl }, cup: "#f2d0d8", plate: ["#ffffff", "#ecd9dd"] });
    body += raspberry(110, 690, 2.1) + raspberry(205, 728, 1.8) + raspberry(680, 700, 2) + raspberry(690, 130, 1.6);
    body += petal(560, 120, 40, 1.5, "#e58aa3") + petal(150, 140, -30, 1.4, "#e58aa3") + petal(210, 100, 30, 1.1, "#f0a3b6");
    return a.render(body, { bg: ["#fde7ec", "#f0bfca"], pat: "hearts", patColor: "#c9506f", patOpacity: 0.1 });
  },
  "cardamom-coffee-truffles": (a) => {
    let body = truffleGroup(a, { type: "dark", deco: "dust", o: { dust: "#b07a55" }, cup: "#2d3b3a", plate: ["#5b6466", "#394244"] });
    body += coffeeBean(110, 690, 20, 2) + coffeeBean(185, 735, -40, 1.9) + coffeeBean(670, 120, 60, 1.8) + coffeeBean(720, 180, 10, 1.6);
    body += cardamom(650, 705, -20, 1.7) + cardamom(720, 660, 40, 1.6) + cardamom(120, 120, 10, 1.7);
    return a.render(body, { bg: ["#e7dccd", "#b9a58b"], pat: "beans", patColor: "#5a3a22", patOpacity: 0.12 });
  },
  "madagascar-72-bar": (a) => {
    const body = snappedBar(a, { type: "dark", sleeve: "#b4492c", sleeve2: "#cf6a44" }) + cocoaBean(a, 140, 660, 20, 1.3) + cocoaBean(a, 200, 710, -30, 1.2) + cocoaBean(a, 660, 150, 60, 1.1);
    return a.render(body, { bg: ["#f6e9d8", "#dcbf9c"], pat: "beans", patColor: "#7a3f26", patOpacity: 0.12 });
  },
  "ecuador-milk-bar": (a) => {
    const body = snappedBar(a, { type: "milk", sleeve: "#1f6f6a", sleeve2: "#2f8f88", angle: 14, cx: 390 }) + cocoaBean(a, 650, 660, -20, 1.3) + cocoaBean(a, 130, 140, 40, 1.1) + cocoaBean(a, 600, 720, 30, 1.1);
    return a.render(body, { bg: ["#eef1ea", "#c8d3c6"], pat: "dots", patColor: "#1f6f6a", patOpacity: 0.1 });
  },
  "pistachio-rose-bar": (a) => {
    const body =
      toppedBar(a, {
        type: "dark",
        w: 360,
        h: 540,
        top: (w, h) =>
          scatter(a, w, h, 14, (x, y, r) => petal(x, y, r, 0.85, a.pick(["#e27a96", "#f0a3b6", "#c94f73"])), 34) +
          scatter(a, w, h, 22, (x, y, r) => pistachio(x, y, r, 1.25), 30),
      }) +
      pistachio(110, 670, 30, 2) +
      pistachio(170, 730, -20, 1.8) +
      pistachio(90, 740, 70, 1.7) +
      petal(670, 170, 20, 1.8) +
      petal(720, 240, 80, 1.5, "#f0a3b6") +
      petal(640, 90, -50, 1.4, "#c94f73");
    return a.render(body, { bg: ["#f1f3e3", "#cfd8ae"], pat: "lines", patColor: "#6d8a3a", patOpacity: 0.08 });
  },
  "tahini-halva-bar": (a) => {
    const halva = (x, y, r, k = 1) =>
      prop(
        "hv",
        '<path d="M-28-12L14-22L30-6L-8 6Z" fill="#f1e3c6"/><path d="M-28-12L-8 6L-6 22L-28 6Z" fill="#d9c296"/><path d="M-8 6L30-6L30 10L-6 22Z" fill="#e4d0a8"/><path d="M-20-10L16-18M-14-4L22-12M-6 2L26-6" stroke="#cdb58c" stroke-width="2"/>',
        x, y, r, k,
      );
    let drizzle = "M50 70";
    for (let i = 1; i <= 8; i++) drizzle += P`Q${i % 2 ? 340 : 20} ${70 + i * 52 - 26} ${i % 2 ? 300 : 60} ${70 + i * 52}`;
    const body =
      toppedBar(a, {
        type: "milk",
        angle: 10,
        w: 360,
        h: 540,
        top: (w, h) =>
          el("path", { d: drizzle, fill: "none", stroke: "#e6d0a4", "stroke-width": 8, "stroke-linecap": "round", opacity: 0.9 }) +
          scatter(a, w, h, 7, (x, y, r) => halva(x, y, r, 0.75), 50) +
          dotPath(a, w / 2, h / 2, w * 0.42, 45, "#f7ecd5", 4),
      }) +
      halva(150, 690, 12, 2.6) +
      halva(680, 690, -20, 1.6) +
      halva(690, 120, 30, 1.4);
    return a.render(body, { bg: ["#f7efe3", "#e2cfb2"], pat: "checks", patColor: "#a0774c", patOpacity: 0.06 });
  },
  "oat-milk-hazelnut-bar": (a) => {
    const body = snappedBar(a, { type: "milk", sleeve: "#6f8a5a", sleeve2: "#87a370", trim: "#f4ecd6" }) + hazelnut(a, 150, 660, 1.5, 20) + hazelnut(a, 220, 720, 1.3, -30) + hazelnut(a, 650, 130, 1.3, 10);
    return a.render(body, { bg: ["#f0f1e6", "#cdd3b8"], pat: "dots", patColor: "#6f8a5a", patOpacity: 0.12 });
  },
  "rainbow-sprinkle-bar": (a) => {
    const colors = ["#f25f7a", "#ffb627", "#4cc3d9", "#7bc67e", "#a77bd9", "#ffffff"];
    const body =
      toppedBar(a, { type: "white", angle: -10, w: 360, h: 540, top: (w, h) => sprinkles(a, 110, [24, 24, w - 40, h - 40], colors, 16, 7) }) +
      sprinkles(a, 8, [90, 620, 220, 740], colors, 18, 7) +
      sprinkles(a, 6, [600, 80, 720, 200], colors, 18, 7);
    return a.render(body, { bg: ["#eaf6fb", "#bfe0ee"], pat: "stars", patColor: "#ffffff", patOpacity: 0.7 });
  },
  "classic-belgian-pralines-16": (a) => {
    const shapes = ["dome", "square", "heart", "nut", "swirl", "pyramid", "gold", "square"];
    const types = ["dark", "milk", "ruby", "milk", "dark", "milk", "white", "dark"];
    const accents = ["#d9a441", "#f1e0c1", "#d9a441", "#d9a441", "#dba77c", "#d9a441", "#d9a441", "#c9506f"];
    const body = flatBox(a, {
      cx: 400,
      cy: 410,
      cols: 4,
      rows: 4,
      cell: 128,
      angle: 5,
      box: ["#efe3cf", "#d8c3a0"],
      trim: "#b8862e",
      tray: "#3a2114",
      cup: "#2a160c",
      fill: (x, y, i) => {
        const k = (i + Math.floor(i / 4) * 3) % 8;
        return praline(a, x, y, 50, shapes[k], types[k], accents[k]);
      },
    });
    return a.render(body, { bg: ["#f3ece4", "#cdbca8"], pat: "diamonds", patColor: "#6b4a2c", patOpacity: 0.1 });
  },
  "hazelnut-gianduja-shells": (a) => {
    const spots = [[250, 300, 115, -14, "milk", "white"], [530, 275, 108, 16, "dark", "milk"], [395, 470, 124, 0, "milk", "dark"], [200, 570, 100, -24, "white", "milk"], [605, 540, 104, 22, "dark", "white"]];
    let body = "";
    for (const [x, y, r, ang, t, m] of spots) body += seashell(a, x, y, r, t, m, ang);
    body += hazelnut(a, 690, 710, 2, 10) + hazelnut(a, 610, 740, 1.7, -20) + hazelnut(a, 110, 720, 1.9, -30) + hazelnut(a, 700, 110, 1.7, 30);
    return a.render(body, { bg: ["#eee3d6", "#c7ae92"], pat: "waves", patColor: "#6b4a2c", patOpacity: 0.1 });
  },
  "passion-fruit-bonbons": (a) => {
    let body = a.shadow(410, 600, 360, 110, 0.35, 20);
    body += el("path", { d: "M30 500L700 372L790 580L110 730Z", fill: a.lin("slate", "#3a3d42", "#232529") });
    body += el("path", { d: "M110 730L790 580V598L110 748Z", fill: "#17181b" });
    const splash = ["#b0401a", "#e2572b", "#fff0a0", "#f3d27a", "#7a2140"];
    const spots = [[255, 478, 84], [430, 448, 84], [600, 420, 80], [215, 625, 96], [410, 595, 98], [600, 562, 94]];
    spots.forEach(([x, y, r], i) => (body += bonbon(a, x, y, r, i % 3 === 1 ? "ruby" : "passion", splash)));
    body += passionFruitHalf(140, 170, 1.3) + passionFruitHalf(690, 200, 0.95);
    return a.render(body, { bg: ["#fff5dc", "#f3cf8a"], pat: "dots", patColor: "#b0401a", patOpacity: 0.1 });
  },
  "vegan-praline-selection": (a) => {
    const shapes = ["swirl", "square", "nut", "pyramid", "dome", "square", "gold", "heart", "swirl"];
    const types = ["dark", "dark", "dark", "dark", "dark", "milk", "dark", "dark", "milk"];
    const accents = ["#9fbf5a", "#9fbf5a", "#d9a441", "#9fbf5a", "#6c8f3a", "#f1e0c1", "#d9a441", "#d9a441", "#9fbf5a"];
    const body =
      flatBox(a, { cx: 400, cy: 420, cols: 3, rows: 3, cell: 140, angle: -7, box: ["#7a9468", "#566f48"], trim: "#f1e6c8", tray: "#2c1a10", cup: "#22140b", fill: (x, y, i) => praline(a, x, y, 55, shapes[i], types[i], accents[i]) }) +
      leaf(a, 90, 120, 30, 0.9, "pistachio", "#f1f6d8") +
      leaf(a, 630, 700, -20, 0.9, "pistachio", "#f1f6d8");
    return a.render(body, { bg: ["#f1f2e8", "#cbd1b8"], pat: "lines", patColor: "#566f48", patOpacity: 0.07 });
  },
  "date-silan-pralines": (a) => {
    dateDefs(a);
    let body = "";
    const board = "rotate(-4 400 410)";
    body += el("rect", { x: 130, y: 190, width: 540, height: 440, rx: 34, fill: "#1d0e06", opacity: 0.35, filter: a.blur(16), transform: `${board} translate(14 20)` });
    body += el("rect", { x: 130, y: 190, width: 540, height: 440, rx: 34, fill: a.lin("board", "#c99766", "#9a6a3e"), transform: board });
    body += el("path", { d: "M170 250q200-20 460 6M160 380q240-16 480 10M170 520q220-20 470 6", fill: "none", stroke: "#7a4f2a", opacity: 0.25, "stroke-width": 3, transform: board });
    const spots = [[250, 310, "dark", "#d9a441"], [400, 290, "milk", "#6b3418"], [550, 310, "dark", "#e7c99b"], [260, 470, "milk", "#d9a441"], [410, 460, "dark", "#c9874a"], [560, 470, "milk", "#f1e0c1"]];
    for (const [x, y, t, acc] of spots) body += a.shadow(x + 6, y + 12, 60, 54, 0.4, 8) + praline(a, x, y, 70, "square", t, acc);
    body += date(130, 700, 20) + date(225, 735, -10) + date(670, 110, 40);
    body += a.shadow(640, 715, 90, 18, 0.35, 6);
    body += el("ellipse", { cx: 640, cy: 700, rx: 92, ry: 34, fill: "#f4eee6" }) + el("ellipse", { cx: 640, cy: 696, rx: 72, ry: 22, fill: a.lin("silan", "#7a3412", "#3a1606", "v") });
    body += el("ellipse", { cx: 618, cy: 690, rx: 24, ry: 5, fill: "#fff", opacity: 0.3 });
    return a.render(body, { bg: ["#f5eadb", "#d6b68f"], pat: "diamonds", patColor: "#7a3f1e", patOpacity: 0.09 });
  },
  "chocolate-rose-bouquet": (a) => {
    let body = "";
    body += el("path", { d: "M400 740L330 480M400 740L470 470M400 740L400 520", stroke: CH.dark.flat[1], "stroke-width": 14, "stroke-linecap": "round" });
    body += el("path", { d: "M190 360L610 360L420 760L380 760Z", fill: a.lin("wrap", "#f7efe2", "#d8c6a8", "h"), opacity: 0.96 });
    body += el("path", { d: "M190 360L400 760L300 360Z", fill: "#fff", opacity: 0.25 });
    body += leaf(a, 210, 360, -160, 1, "dark") + leaf(a, 590, 350, -20, 1, "dark") + leaf(a, 380, 420, -110, 0.8, "milk");
    body += rose(a, 300, 300, 140, "dark", 10) + rose(a, 510, 290, 130, "milk", -20) + rose(a, 405, 420, 150, "white", 30);
    body += el("path", { d: "M372 650C320 610 300 650 330 670C350 684 372 660 372 650ZM428 650C480 610 500 650 470 670C450 684 428 660 428 650Z", fill: "#c9506f" });
    body += el("path", { d: "M390 650L360 730M410 650L444 726", stroke: "#c9506f", "stroke-width": 12, "stroke-linecap": "round" });
    body += el("ellipse", { cx: 400, cy: 652, rx: 20, ry: 14, fill: "#a83c5c" });
    return a.render(body, { bg: ["#f9ede6", "#e8c8bb"], pat: "dots", patColor: "#a83c5c", patOpacity: 0.08 });
  },
  "dark-chocolate-swan": (a) => {
    const swanBody = "M250 500C240 590 330 640 460 640C590 640 650 590 668 500C676 460 690 420 716 388C660 420 612 448 560 456C470 470 380 468 300 468C274 472 254 484 250 500Z";
    const neck = "M258 496C212 420 226 338 272 290C296 264 298 240 282 226L320 214C340 244 334 278 314 306C280 356 280 420 338 476Z";
    const scallops = (pts, bulge) => {
      let d = P`M${pts[0][0]} ${pts[0][1]}`;
      for (let i = 1; i < pts.length; i++) {
        const [x0, y0] = pts[i - 1];
        const [x1, y1] = pts[i];
        d += P`Q${(x0 + x1) / 2 + bulge} ${(y0 + y1) / 2 + bulge} ${x1} ${y1}`;
      }
      return d;
    };
    const wingTop = "M352 522C372 420 500 356 700 326";
    const row = (pts, fill) => el("path", { d: `${wingTop}${scallops(pts, 22).replace(/^M[^Q]+/, "")}Z`, fill, stroke: CH.milk.lo, "stroke-width": 2, "stroke-opacity": 0.5 });
    let body = "";
    body += el("ellipse", { cx: 440, cy: 650, rx: 340, ry: 80, fill: a.lin("mirror", "#3b3f46", "#1c1e22", "v") });
    body += el("ellipse", { cx: 440, cy: 642, rx: 310, ry: 62, fill: "none", stroke: "#d6ad55", "stroke-width": 2, opacity: 0.6 });
    a.def("mc", `<clipPath id="mc"><ellipse cx="440" cy="650" rx="340" ry="80"/></clipPath>`);
    body += el("path", { d: swanBody, fill: "#8a5539", opacity: 0.3, transform: "translate(0 1280) scale(1 -1)", "clip-path": "url(#mc)" });
    body += a.shadow(450, 640, 230, 26, 0.6, 10);
    body += el("path", { d: neck, fill: a.lin("neck", CH.dark.hl, CH.dark.lo, "h") });
    body += el("path", { d: swanBody, fill: a.sphere("dark") });
    body += el("path", { d: "M262 492C290 478 320 472 360 470", fill: "none", stroke: CH.dark.hl, opacity: 0.5, "stroke-width": 3, "stroke-linecap": "round" });
    body += el("circle", { cx: 300, cy: 222, r: 30, fill: a.sphere("dark") });
    body += el("path", { d: "M276 210C256 212 232 222 214 236C236 238 258 236 278 232Z", fill: a.lin("beak", "#f6d37a", "#b8862e") });
    body += el("path", { d: "M272 206Q282 222 276 236", fill: "none", stroke: "#140804", "stroke-width": 7, "stroke-linecap": "round" });
    body += el("circle", { cx: 294, cy: 212, r: 4.5, fill: "#0e0604" });
    body += el("path", { d: "M280 300C252 340 248 390 270 440", fill: "none", stroke: "#fff", opacity: 0.2, "stroke-width": 8, "stroke-linecap": "round" });
    // The wing: three rows of scalloped feathers, darker at the back, lighter in front.
    body += row([[700, 326], [672, 392], [628, 446], [570, 488], [500, 518], [430, 532], [352, 522]], a.flat("milk"));
    body += row([[700, 326], [640, 372], [580, 410], [515, 438], [445, 460], [380, 476], [352, 522]], a.lin("w2", CH.milk.hl, CH.milk.mid));
    body += row([[700, 326], [620, 346], [545, 368], [470, 392], [400, 420], [352, 522]], a.lin("w3", "#f0d2b0", CH.milk.hl));
    body += goldFlecks(a, 560, 420, 70, 7, 7);
    return a.render(body, { bg: ["#4a3a52", "#1d1624"], pat: "stars", patColor: "#d6ad55", patOpacity: 0.2, vignette: 0.3 });
  },
  "grand-cacao-pod-sculpture": (a) => {
    let body = "";
    body += a.shadow(400, 712, 200, 30, 0.5, 10);
    body += el("path", { d: "M250 600V690A150 26 0 0 0 550 690V600Z", fill: a.barrel("ped", "#1c1410", "#4a3a30") });
    body += el("path", { d: "M250 676A150 26 0 0 0 550 676", fill: "none", stroke: "#d6ad55", "stroke-width": 4 });
    body += el("ellipse", { cx: 400, cy: 600, rx: 150, ry: 26, fill: a.lin("pedt", "#6a5648", "#3a2c24") });
    body += el("ellipse", { cx: 400, cy: 600, rx: 146, ry: 24, fill: "none", stroke: "#d6ad55", "stroke-width": 3 });
    const pod = "M400 130C520 170 560 420 410 600C250 440 270 190 400 130Z";
    const g = a.def(
      "pod",
      `<linearGradient id="pod" x2="1"><stop offset="0" stop-color="#2a130a"/><stop offset=".35" stop-color="#8a5539"/><stop offset=".55" stop-color="#5a3020"/><stop offset="1" stop-color="#1f0e08"/></linearGradient>`,
    );
    body += el(
      "g",
      { transform: "rotate(-14 410 380)" },
      el("path", { d: pod, fill: g }) +
        el("path", { d: "M402 140C380 260 370 440 410 592M402 140C440 260 470 440 410 592M402 140C340 240 310 430 410 592M402 140C470 240 500 430 410 592", fill: "none", stroke: "#1a0b05", "stroke-width": 4, opacity: 0.5 }) +
        el("path", { d: "M372 200C350 300 350 420 380 520", fill: "none", stroke: "#fff", opacity: 0.2, "stroke-width": 10, "stroke-linecap": "round" }) +
        el("path", { d: "M395 130C392 110 400 96 414 90", fill: "none", stroke: "#3a2014", "stroke-width": 10, "stroke-linecap": "round" }) +
        goldFlecks(a, 420, 360, 70, 12, 9),
    );
    body += cocoaBean(a, 190, 640, 30, 1.2) + cocoaBean(a, 620, 650, -20, 1.2) + cocoaBean(a, 170, 580, -40, 1);
    return a.render(body, { bg: ["#3a2a22", "#140b07"], pat: "diamonds", patColor: "#d6ad55", patOpacity: 0.12, vignette: 0.35 });
  },
  "chocolate-teddy-bear": (a) => {
    const m = "milk";
    let body = a.shadow(400, 690, 220, 36, 0.4, 12);
    body += el("ellipse", { cx: 400, cy: 540, rx: 150, ry: 160, fill: a.sphere(m) });
    body += el("ellipse", { cx: 400, cy: 560, rx: 88, ry: 100, fill: a.sphere("white") });
    body += el("ellipse", { cx: 275, cy: 500, rx: 50, ry: 90, fill: a.sphere(m), transform: "rotate(30 275 500)" });
    body += el("ellipse", { cx: 525, cy: 500, rx: 50, ry: 90, fill: a.sphere(m), transform: "rotate(-30 525 500)" });
    body += el("ellipse", { cx: 300, cy: 660, rx: 70, ry: 52, fill: a.sphere(m) }) + el("ellipse", { cx: 500, cy: 660, rx: 70, ry: 52, fill: a.sphere(m) });
    body += el("ellipse", { cx: 292, cy: 664, rx: 34, ry: 28, fill: a.sphere("white") }) + el("ellipse", { cx: 508, cy: 664, rx: 34, ry: 28, fill: a.sphere("white") });
    body += el("circle", { cx: 290, cy: 190, r: 58, fill: a.sphere(m) }) + el("circle", { cx: 510, cy: 190, r: 58, fill: a.sphere(m) });
    body += el("circle", { cx: 292, cy: 194, r: 32, fill: a.sphere("ruby") }) + el("circle", { cx: 508, cy: 194, r: 32, fill: a.sphere("ruby") });
    body += el("circle", { cx: 400, cy: 290, r: 140, fill: a.sphere(m) });
    body += el("ellipse", { cx: 400, cy: 340, rx: 70, ry: 54, fill: a.sphere("white") });
    body += el("ellipse", { cx: 400, cy: 316, rx: 26, ry: 18, fill: CH.dark.lo });
    body += el("path", { d: "M400 334V356M372 362Q400 384 428 362", fill: "none", stroke: CH.dark.lo, "stroke-width": 6, "stroke-linecap": "round" });
    body += el("circle", { cx: 350, cy: 262, r: 12, fill: CH.dark.lo }) + el("circle", { cx: 450, cy: 262, r: 12, fill: CH.dark.lo });
    body += el("circle", { cx: 354, cy: 258, r: 4, fill: "#fff" }) + el("circle", { cx: 454, cy: 258, r: 4, fill: "#fff" });
    body += el("path", { d: "M400 430L340 400Q326 430 340 460ZM400 430L460 400Q474 430 460 460Z", fill: "#c9506f" }) + el("circle", { cx: 400, cy: 430, r: 16, fill: "#a83c5c" });
    body += highlight(400, 290, 140, 0.25);
    const colors = ["#f25f7a", "#ffb627", "#4cc3d9", "#7bc67e", "#a77bd9"];
    body += sprinkles(a, 10, [50, 80, 180, 740], colors, 18, 6) + sprinkles(a, 10, [620, 80, 750, 740], colors, 18, 6);
    return a.render(body, { bg: ["#fff3e6", "#f3cfb4"], pat: "dots", patColor: "#c9506f", patOpacity: 0.1 });
  },
  "atelier-grand-gift-box": (a) => {
    let body = giftBox(a, { x: 170, y: 330, w: 360, h: 300, d: 140, box: ["#23345a", "#172440"], ribbon: ["#f3d27a", "#b8862e"], pattern: "#d9b15a", trim: "#d9b15a" });
    body += a.shadow(150, 722, 64, 12, 0.4, 5) + truffle(a, 150, 680, 46, "dark", "gold");
    body += a.shadow(260, 738, 60, 12, 0.4, 5) + truffle(a, 260, 702, 40, "white", "drizzle", { drizzle: CH.dark.mid });
    body += a.shadow(660, 722, 64, 12, 0.4, 5) + truffle(a, 660, 680, 48, "milk", "swirl", { drizzle: CH.white.hl });
    body += goldFlecks(a, 400, 110, 260, 10, 8);
    return a.render(body, { bg: ["#f4ece2", "#d8c6b0"], pat: "diamonds", patColor: "#b8862e", patOpacity: 0.12 });
  },
  "thank-you-gift-box": (a) => {
    let body = giftBox(a, { x: 190, y: 350, w: 330, h: 280, d: 130, box: ["#f4c6cf", "#e7a9b6"], ribbon: ["#7a4a2c", "#4d2818"], pattern: "#ffffff" });
    body += a.shadow(660, 722, 64, 12, 0.4, 5) + truffle(a, 660, 680, 48, "ruby", "drizzle", { drizzle: CH.white.hl });
    body += a.shadow(140, 722, 60, 12, 0.4, 5) + truffle(a, 140, 684, 44, "dark", "paint", { paint: "#f0a3b6" });
    body += petal(620, 170, 30, 1.5, "#e27a96") + petal(690, 220, 100, 1.2, "#f0a3b6") + petal(130, 190, -40, 1.4, "#e27a96");
    return a.render(body, { bg: ["#fdf0f2", "#efc9d1"], pat: "hearts", patColor: "#c9506f", patOpacity: 0.08 });
  },
  "vegan-discovery-box": (a) => {
    let body = giftBox(a, { x: 190, y: 350, w: 340, h: 270, d: 130, box: ["#c9a977", "#a9875a"], ribbon: ["#6f8a5a", "#4e6a3e"], pattern: "#8a6a3e" });
    body += leaf(a, 560, 700, -20, 1.1, "pistachio", "#f1f6d8") + leaf(a, 90, 160, 20, 1, "pistachio", "#f1f6d8");
    body += a.shadow(150, 722, 60, 12, 0.4, 5) + truffle(a, 150, 682, 46, "dark", "dust", { dust: "#b7cf78" });
    body += hazelnut(a, 270, 722, 1.5, 20);
    return a.render(body, { bg: ["#f2f2e6", "#cfd4b9"], pat: "dots", patColor: "#4e6a3e", patOpacity: 0.1 });
  },
  "tel-aviv-sunset-box": (a) => {
    let body = el("circle", { cx: 620, cy: 190, r: 120, fill: "#ffd27a", opacity: 0.6 });
    body += giftBox(a, { x: 180, y: 350, w: 340, h: 280, d: 130, box: ["#f08a5d", "#d9584a"], ribbon: ["#2f9d9a", "#1c6f6d"], pattern: "#ffd27a" });
    body += pistachio(640, 705, 20, 2) + pistachio(700, 660, -30, 1.8) + pistachio(700, 740, 60, 1.7);
    dateDefs(a);
    body += date(130, 705, 20) + date(235, 738, -20);
    return a.render(body, { bg: ["#ffe8d0", "#f2b48c"], pat: "waves", patColor: "#d9584a", patOpacity: 0.12 });
  },
  "ruby-valentine-heart": (a) => {
    const heart = heartPath(400, 390, 255);
    a.def("hc", `<clipPath id="hc"><path d="${heart}"/></clipPath>`);
    let zig = "M300 620";
    for (let i = 1; i <= 7; i++) zig += P`Q${i % 2 ? 700 : 180} ${620 - i * 50 + 25} ${i % 2 ? 560 : 260} ${620 - i * 50}`;
    let body = a.shadow(410, 660, 220, 34, 0.4, 16);
    body += el("path", { d: heart, fill: a.sphere("ruby") });
    body += el("path", { d: zig, fill: "none", stroke: CH.white.hl, "stroke-width": 8, "stroke-linecap": "round", "stroke-linejoin": "round", "clip-path": "url(#hc)", opacity: 0.9 });
    body += el("path", { d: "M225 300C225 235 265 200 320 200", fill: "none", stroke: "#fff", opacity: 0.55, "stroke-width": 20, "stroke-linecap": "round" });
    body += el("path", { d: "M228 370C232 400 240 420 252 438", fill: "none", stroke: "#fff", opacity: 0.3, "stroke-width": 9, "stroke-linecap": "round" });
    body += goldFlecks(a, 500, 250, 60, 9, 12);
    body += raspberry(110, 690, 2) + raspberry(200, 730, 1.6) + raspberry(690, 700, 1.9);
    body += el("path", { d: heartPath(120, 140, 50), fill: a.sphere("dark") }) + el("path", { d: heartPath(680, 130, 60), fill: a.sphere("milk") });
    return a.render(body, { bg: ["#fff0f3", "#f3c2cd"], pat: "hearts", patColor: "#d05a7b", patOpacity: 0.1 });
  },
  "painted-easter-egg": (a) => {
    const egg = "M400 150C530 150 600 350 600 470C600 590 512 660 400 660C288 660 200 590 200 470C200 350 270 150 400 150Z";
    a.def("egg", `<clipPath id="egg"><path d="${egg}"/></clipPath>`);
    let body = a.shadow(410, 670, 230, 36, 0.45, 14);
    for (let i = 0; i < 22; i++) {
      const t = (i / 22) * Math.PI * 2;
      body += curl(a, 400 + Math.cos(t) * 230, 670 + Math.sin(t) * 44, (t * 180) / Math.PI + 90, 1.1, i % 3 ? "dark" : "milk");
    }
    let zig = "M190 420";
    for (let i = 0; i <= 14; i++) zig += P`L${200 + i * 30} ${i % 2 ? 392 : 420}`;
    let dots = "";
    for (let i = 0; i < 9; i++) dots += el("circle", { cx: 220 + i * 45, cy: 470, r: 9 });
    const body2 =
      el("path", { d: egg, fill: a.sphere("dark") }) +
      el(
        "g",
        { "clip-path": "url(#egg)" },
        el("rect", { x: 180, y: 500, width: 440, height: 50, fill: "#c9506f", opacity: 0.9 }) +
          el("path", { d: zig, fill: "none", stroke: "#e1b54e", "stroke-width": 10, "stroke-linejoin": "round" }) +
          el("g", { fill: "#f6e8cc" }, dots) +
          el("path", { d: "M180 300H620M180 600H620", stroke: "#e1b54e", "stroke-width": 6 }) +
          el("path", { d: P`M${300} ${250}l12 -24l12 24l-12 24zM400 220l14-28l14 28l-14 28zM500 250l12-24l12 24l-12 24z`, fill: "#7ab0c9" }),
      ) +
      el("path", { d: "M300 230C320 190 350 170 380 166", fill: "none", stroke: "#fff", opacity: 0.45, "stroke-width": 14, "stroke-linecap": "round" });
    body += body2;
    for (let i = 0; i < 11; i++) {
      const t = (i / 11) * Math.PI + 0.1;
      body += curl(a, 400 + Math.cos(t) * 230, 676 + Math.sin(t) * 48, (t * 180) / Math.PI + 90, 1.1, i % 3 ? "dark" : "milk");
    }
    return a.render(body, { bg: ["#eef4ee", "#c5d8cb"], pat: "dots", patColor: "#5d7a6a", patOpacity: 0.12 });
  },
  "winter-spice-stars": (a) => {
    const star = (x, y, R, type, ang) => {
      let d = "";
      for (let i = 0; i < 10; i++) {
        const t = (Math.PI / 5) * i - Math.PI / 2;
        const rr = i % 2 ? R * 0.48 : R;
        d += `${i ? "L" : "M"}${fmt(x + Math.cos(t) * rr)} ${fmt(y + Math.sin(t) * rr)}`;
      }
      d += "Z";
      let sugar = "";
      for (let i = 0; i < 14; i++) sugar += el("circle", { cx: x + a.rnd(-R * 0.5, R * 0.5), cy: y + a.rnd(-R * 0.5, R * 0.4), r: a.rnd(1.2, 2.8) });
      return el(
        "g",
        { transform: rot(ang, x, y) },
        el("path", { d, fill: "#1d0e06", opacity: 0.35, filter: a.blur(8), transform: "translate(8 14)" }) +
          el("path", { d, fill: a.sphere(type), stroke: CH[type].mid, "stroke-width": R * 0.12, "stroke-linejoin": "round" }) +
          el("path", { d, fill: "none", stroke: CH[type].hl, opacity: 0.5, "stroke-width": 3, "stroke-linejoin": "round", transform: P`translate(${-2} ${-3})` }) +
          el("g", { fill: "#fff", opacity: 0.85 }, sugar),
      );
    };
    let body = cinnamon(230, 640, -18, 260) + cinnamon(270, 680, -10, 240);
    body += star(290, 300, 150, "dark", -8) + star(540, 360, 130, "milk", 14) + star(380, 520, 120, "white", 4) + star(620, 590, 80, "dark", 30);
    body += starAnise(150, 150, 0, 1.4) + starAnise(660, 160, 20, 1.2) + starAnise(600, 720, 10, 1);
    return a.render(body, { bg: ["#eef2f5", "#bcc9d4"], pat: "snow", patColor: "#ffffff", patOpacity: 0.8 });
  },
  "spiced-drinking-chocolate": (a) => {
    let body = a.shadow(400, 700, 280, 40, 0.4, 14);
    body += el("ellipse", { cx: 400, cy: 670, rx: 260, ry: 56, fill: a.lin("sau", "#f7f2ea", "#cdc2b2", "v") });
    body += el("ellipse", { cx: 400, cy: 660, rx: 190, ry: 36, fill: "#e6ddd0" });
    body += el("path", { d: "M540 400C640 380 660 520 560 540", fill: "none", stroke: "#b84a36", "stroke-width": 30 });
    body += el("path", { d: "M250 360H550L530 610C525 650 470 670 400 670S275 650 270 610Z", fill: a.barrel("mug", "#8f3425", "#d9664c") });
    body += el("ellipse", { cx: 400, cy: 360, rx: 150, ry: 36, fill: "#f2e6d8" });
    body += el("ellipse", { cx: 400, cy: 364, rx: 134, ry: 28, fill: a.sphere("dark") });
    body += el("path", { d: "M330 362C360 346 440 346 470 362C440 376 360 378 330 362Z", fill: CH.milk.hl, opacity: 0.7 });
    body += cinnamon(470, 330, -60, 200);
    for (const [x, d] of [[340, 0], [400, 1], [460, 0]]) body += el("path", { d: P`M${x} 300c-30-40 30-60 0-100s${d ? -30 : 30}-60 0-90`, fill: "none", stroke: "#fff", opacity: 0.55, "stroke-width": 12, "stroke-linecap": "round", filter: a.blur(3) });
    body += curl(a, 180, 690, 20, 1.3) + curl(a, 120, 640, -40, 1.1) + curl(a, 650, 705, 30, 1.2, "milk") + curl(a, 700, 650, -60, 1, "dark");
    body += starAnise(680, 170, 10, 1.5) + starAnise(130, 170, 30, 1.2);
    return a.render(body, { bg: ["#f8eee4", "#e0c6ac"], pat: "checks", patColor: "#8f3425", patOpacity: 0.05 });
  },
  "hot-chocolate-bombs": (a) => {
    let body = "";
    const bombs = [[250, 470, 130, "milk", CH.white.hl], [540, 450, 140, "dark", CH.ruby.mid], [400, 600, 110, "white", CH.dark.mid]];
    for (const [x, y, r, t, dz] of bombs) {
      const cid = a.uid("bc");
      a.def(cid, `<clipPath id="${cid}"><circle cx="${x}" cy="${y}" r="${r}"/></clipPath>`);
      let lines = "";
      for (let i = 0; i < 5; i++) lines += P`M${x - r} ${y - r * 0.5 + i * r * 0.18}q${r * 0.5} ${-r * 0.2} ${r} 0t${r} 0`;
      body += a.shadow(x, y + r * 0.95, r * 0.9, r * 0.16, 0.45, 8);
      body += el("circle", { cx: x, cy: y, r, fill: a.sphere(t) });
      body += el("path", { d: lines, fill: "none", stroke: dz, "stroke-width": r * 0.05, "stroke-linecap": "round", "clip-path": `url(#${cid})`, opacity: 0.95 });
      body += highlight(x, y, r, t === "white" ? 0.6 : 0.35);
    }
    const mallow = (x, y, r, c) => el("rect", { x: x - 16, y: y - 13, width: 32, height: 26, rx: 9, fill: c, transform: rot(r, x, y) });
    body += mallow(600, 680, 10, "#fff7f0") + mallow(640, 700, -20, "#f9d3dc") + mallow(150, 660, 30, "#fff7f0") + mallow(190, 690, -10, "#f9d3dc") + mallow(500, 330, 20, "#fff7f0") + mallow(530, 316, -15, "#f9d3dc");
    body += sprinkles(a, 14, [190, 350, 290, 372], ["#f25f7a", "#ffb627", "#4cc3d9", "#7bc67e"], 12, 5);
    return a.render(body, { bg: ["#fdf2ea", "#e9c9b3"], pat: "dots", patColor: "#8f3425", patOpacity: 0.08 });
  },
};

// ---------------------------------------------------------------------------------------------
// Banners, 1600x600: the art sits to the right; the left stays calm for the UI's text.

const BANNER_ART = {
  "atelier-truffles": (a) => {
    let body = el("path", { d: "M700 600C820 380 1100 240 1600 200V600Z", fill: "#000", opacity: 0.12 });
    body += el("ellipse", { cx: 1180, cy: 300, rx: 380, ry: 220, fill: "#c98a4e", opacity: 0.22, filter: a.blur(50) });
    body += el("path", { d: "M640 560C900 420 1200 380 1600 420", fill: "none", stroke: "#d9b15a", "stroke-width": 3, opacity: 0.6 });
    body += el("path", { d: "M600 600C860 460 1200 430 1600 470", fill: "none", stroke: "#d9b15a", "stroke-width": 1.5, opacity: 0.4 });
    const paints = ["#2f8f9d", "#d9a441", "#c9506f", "#6c8f3a"];
    const bases = ["dark", "milk", "white", "ruby"];
    body += flatBox(a, {
      cx: 1200,
      cy: 300,
      cols: 4,
      rows: 2,
      cell: 112,
      angle: -8,
      box: ["#2b3d5e", "#1a2844"],
      tray: "#23130c",
      cup: "#3b2214",
      fill: (x, y, i) => truffle(a, x, y, 44, bases[(i + Math.floor(i / 4)) % 4], "paint", { paint: paints[(i * 3) % 4] }),
    });
    body += a.shadow(880, 520, 60, 12, 0.5, 6) + truffle(a, 880, 480, 50, "dark", "gold");
    body += a.shadow(990, 560, 50, 10, 0.5, 6) + truffle(a, 990, 528, 40, "white", "drizzle", { drizzle: CH.dark.mid });
    body += a.shadow(1500, 560, 50, 10, 0.5, 6) + truffle(a, 1500, 524, 44, "milk", "dust");
    body += cocoaBean(a, 800, 400, 30, 1.2) + cocoaBean(a, 1530, 110, -30, 1.2) + cocoaBean(a, 1440, 580, 10, 1.1);
    body += goldFlecks(a, 1000, 120, 120, 8, 8);
    return a.render(body, { bg: ["#4a2a1c", "#1e0f08"], pat: "diamonds", patColor: "#d9b15a", patOpacity: 0.08, vignette: 0.3 });
  },
  "ruby-season": (a) => {
    let body = el("circle", { cx: 1180, cy: 300, r: 330, fill: "#fff", opacity: 0.25 });
    body += a.shadow(1190, 540, 220, 30, 0.35, 14);
    body += el("path", { d: heartPath(1190, 300, 230), fill: a.sphere("ruby") });
    body += el("path", { d: "M1020 250C1020 190 1060 150 1120 160", fill: "none", stroke: "#fff", opacity: 0.55, "stroke-width": 18, "stroke-linecap": "round" });
    const heart = heartPath(1190, 300, 230);
    a.def("hc", `<clipPath id="hc"><path d="${heart}"/></clipPath>`);
    let loops = "M1120 500";
    for (let i = 1; i <= 6; i++) loops += P`Q${i % 2 ? 1480 : 900} ${500 - i * 42 + 21} ${i % 2 ? 1360 : 1030} ${500 - i * 42}`;
    body += el("path", { d: loops, fill: "none", stroke: CH.white.hl, "stroke-width": 7, "stroke-linecap": "round", "clip-path": "url(#hc)", opacity: 0.9 });
    body += goldFlecks(a, 1250, 240, 60, 8, 9);
    body += el("path", { d: heartPath(900, 200, 70), fill: a.sphere("dark") }) + el("path", { d: heartPath(1480, 470, 80), fill: a.sphere("milk") }) + el("path", { d: heartPath(1490, 160, 50), fill: a.sphere("white") });
    body += raspberry(880, 480, 1.6) + raspberry(950, 530, 1.3) + raspberry(1380, 560, 1.4);
    body += petal(760, 120, 30, 1.3, "#e27a96") + petal(1560, 320, -60, 1.2, "#f0a3b6") + petal(820, 380, 120, 1.1, "#f0a3b6");
    return a.render(body, { bg: ["#fde9ee", "#eeb3c1"], pat: "hearts", patColor: "#d05a7b", patOpacity: 0.08, vignette: 0.12 });
  },
  "gift-collection": (a) => {
    let body = el("path", { d: "M760 600C900 300 1200 180 1600 160V600Z", fill: "#fff", opacity: 0.25 });
    body += el("ellipse", { cx: 1200, cy: 330, rx: 420, ry: 260, fill: "#fff", opacity: 0.35, filter: a.blur(40) });
    body += giftBox(a, { x: 1140, y: 290, w: 270, h: 230, d: 100, box: ["#23345a", "#172440"], ribbon: ["#f3d27a", "#b8862e"], pattern: "#d9b15a", trim: "#d9b15a" });
    body += giftBox(a, { x: 930, y: 410, w: 190, h: 150, d: 80, box: ["#f4c6cf", "#e7a9b6"], ribbon: ["#7a4a2c", "#4d2818"], pattern: "#ffffff" });
    body += leaf(a, 760, 520, -150, 0.8, "dark") + rose(a, 800, 460, 80, "dark", 10) + rose(a, 1500, 500, 62, "white", -20);
    body += a.shadow(1240, 580, 44, 9, 0.45, 5) + truffle(a, 1240, 550, 36, "dark", "gold");
    body += a.shadow(1330, 585, 40, 8, 0.45, 5) + truffle(a, 1330, 560, 30, "ruby", "drizzle", { drizzle: CH.white.hl });
    body += goldFlecks(a, 1200, 90, 200, 10, 8);
    return a.render(body, { bg: ["#f7efe4", "#dcc6a8"], pat: "dots", patColor: "#b8862e", patOpacity: 0.12, vignette: 0.12 });
  },
};

// ---------------------------------------------------------------------------------------------

/** The seeded products whose gallery holds more views of their piece (functions/src/seed/catalog.ts). */
const GALLERY_PRODUCTS = ["hand-painted-truffles-12", "atelier-grand-gift-box", "chocolate-rose-bouquet", "dark-chocolate-swan"];
const GALLERY_VIEWS = {
  /** The middle of the picture, twice as close. */
  detail: (svg) => svg.replace('viewBox="0 0 800 800"', 'viewBox="200 180 400 400"'),
  /** The picture seen from the other side (mirrored), a little closer. */
  side: (svg) => svg.replace('viewBox="0 0 800 800"', 'viewBox="60 60 680 680"').replace(/<\/defs>([\s\S]*)<\/svg>/, '</defs><g transform="translate(800 0) scale(-1 1)">$1</g></svg>'),
  /** The lower half, closer: the piece on its plate. */
  plate: (svg) => svg.replace('viewBox="0 0 800 800"', 'viewBox="150 330 440 440"'),
};

function writeAll() {
  const report = [];
  const emit = (dir, slug, svg) => {
    const path = join(OUT, dir, `${slug}.svg`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, svg);
    report.push([`${dir}/${slug}.svg`, Buffer.byteLength(svg)]);
  };
  for (const [slug, draw] of Object.entries(PRODUCT_ART)) {
    const svg = draw(new Art(slug, 800, 800));
    emit("products", slug, svg);
    // Issue 34's galleries: a close-up and a view from the other side of the same piece.
    if (GALLERY_PRODUCTS.includes(slug)) for (const [view, change] of Object.entries(GALLERY_VIEWS)) emit("products", `${slug}-${view}`, change(svg));
  }
  for (const [slug, draw] of Object.entries(BANNER_ART)) emit("banners", slug, draw(new Art(slug, 1600, 600)));
  return report;
}

const report = writeAll();
const big = report.filter(([, size]) => size > 8192);
console.log(`Wrote ${report.length} images to web/public/images (largest ${Math.max(...report.map(([, s]) => s))} bytes).`);
if (big.length) console.log(`Over 8 KB: ${big.map(([p, s]) => `${p} (${s})`).join(", ")}`);
if (process.argv.includes("--sizes")) for (const [p, s] of report) console.log(`${String(s).padStart(6)}  ${p}`);
