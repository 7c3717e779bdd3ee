// Placeholder product photography for the demo catalogue, drawn as SVG so it can be rendered
// to WebP with sharp on any machine. No <text> is used (fonts may be missing); labels carry an
// abstract emblem instead. Output is deterministic: all variation comes from a PRNG seeded
// with the product name.

import type { ArtStyle, SeedProduct } from './catalogue-data';

const SIZE = 1000;

// ---------- small helpers ----------

function hashString(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny deterministic PRNG returning floats in [0, 1). */
function makeRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

const range = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();

/** Round to one decimal to keep the markup compact. */
const n = (value: number): string => String(Math.round(value * 10) / 10);

function parseHex(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const v = Number.parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(v)) return [128, 128, 128];
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------- shared definitions ----------

type Ctx = {
  id: (name: string) => string;
  url: (name: string) => string;
  art: ArtStyle;
  rng: Rng;
};

function commonDefs(ctx: Ctx): string {
  const { id } = ctx;
  return `
<linearGradient id="${id('shadeH')}" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.28"/>
  <stop offset="0.12" stop-color="#000" stop-opacity="0.08"/>
  <stop offset="0.3" stop-color="#fff" stop-opacity="0.10"/>
  <stop offset="0.38" stop-color="#fff" stop-opacity="0.22"/>
  <stop offset="0.48" stop-color="#fff" stop-opacity="0.04"/>
  <stop offset="0.8" stop-color="#000" stop-opacity="0.08"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.32"/>
</linearGradient>
<linearGradient id="${id('shadeV')}" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
  <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
</linearGradient>
<linearGradient id="${id('gloss')}" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#fff" stop-opacity="0"/>
  <stop offset="0.5" stop-color="#fff" stop-opacity="0.55"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/>
</linearGradient>
<radialGradient id="${id('berry')}" cx="0.35" cy="0.32" r="0.75">
  <stop offset="0" stop-color="#fff" stop-opacity="0.65"/>
  <stop offset="0.25" stop-color="#fff" stop-opacity="0.12"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.28"/>
</radialGradient>
<filter id="${id('blur')}" x="-50%" y="-50%" width="200%" height="200%">
  <feGaussianBlur stdDeviation="18"/>
</filter>
<filter id="${id('blurS')}" x="-50%" y="-50%" width="200%" height="200%">
  <feGaussianBlur stdDeviation="6"/>
</filter>
<filter id="${id('drop')}" x="-10%" y="-10%" width="130%" height="130%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
  <feOffset dx="16" dy="22" result="o"/>
  <feComponentTransfer><feFuncA type="linear" slope="0.32"/></feComponentTransfer>
  <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
<filter id="${id('dropS')}" x="-6%" y="-6%" width="118%" height="118%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="5"/>
  <feOffset dx="6" dy="9" result="o"/>
  <feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer>
  <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>`;
}

// ---------- botanical elements ----------

/** A single leaf whose stalk sits at (x, y), pointing along `angle` degrees (0 = up). */
function leaf(
  x: number,
  y: number,
  len: number,
  width: number,
  angle: number,
  fill: string,
): string {
  const w = width / 2;
  const vein = lighten(fill, 0.35);
  const d = `M0,0 C${n(w * 1.25)},${n(-len * 0.22)} ${n(w * 0.95)},${n(-len * 0.72)} 0,${n(-len)} C${n(-w * 0.95)},${n(-len * 0.72)} ${n(-w * 1.25)},${n(-len * 0.22)} 0,0Z`;
  const half = `M0,0 C${n(-w * 1.25)},${n(-len * 0.22)} ${n(-w * 0.95)},${n(-len * 0.72)} 0,${n(-len)}Z`;
  const veins: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const t = i / 4.2;
    veins.push(
      `M0,${n(-len * t)} Q${n(w * 0.35)},${n(-len * (t + 0.06))} ${n(w * 0.7)},${n(-len * (t + 0.14))}`,
      `M0,${n(-len * t)} Q${n(-w * 0.35)},${n(-len * (t + 0.06))} ${n(-w * 0.7)},${n(-len * (t + 0.14))}`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
<path d="${d}" fill="${fill}"/>
<path d="${half}" fill="#000" opacity="0.1"/>
<path d="M0,0 L0,${n(-len * 0.95)}" stroke="${vein}" stroke-width="${n(Math.max(1.5, width * 0.045))}" fill="none" stroke-linecap="round" opacity="0.8"/>
<path d="${veins.join(' ')}" stroke="${vein}" stroke-width="${n(Math.max(1, width * 0.025))}" fill="none" stroke-linecap="round" opacity="0.55"/>
</g>`;
}

/** A sprig: a curved stem with alternating leaves, starting at (x, y) and growing along `angle`. */
function sprig(
  x: number,
  y: number,
  length: number,
  angle: number,
  colour: string,
  rng: Rng,
  leafScale = 1,
): string {
  const rad = ((angle - 90) * Math.PI) / 180;
  const bend = range(rng, -0.35, 0.35);
  const ex = x + Math.cos(rad) * length;
  const ey = y + Math.sin(rad) * length;
  const cx = x + Math.cos(rad + bend) * length * 0.55;
  const cy = y + Math.sin(rad + bend) * length * 0.55;
  const stem = darken(colour, 0.25);
  const parts = [
    `<path d="M${n(x)},${n(y)} Q${n(cx)},${n(cy)} ${n(ex)},${n(ey)}" stroke="${stem}" stroke-width="${n(5 * leafScale)}" fill="none" stroke-linecap="round"/>`,
  ];
  const count = 5;
  for (let i = 0; i < count; i++) {
    const t = 0.22 + (i / count) * 0.72;
    // Point on the quadratic curve and its tangent.
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
    const tx = 2 * (1 - t) * (cx - x) + 2 * t * (ex - cx);
    const ty = 2 * (1 - t) * (cy - y) + 2 * t * (ey - cy);
    const tangent = (Math.atan2(ty, tx) * 180) / Math.PI + 90;
    const side = i % 2 === 0 ? 1 : -1;
    const size = (1 - t * 0.45) * length * 0.36 * leafScale;
    const shade = i % 2 === 0 ? colour : lighten(colour, 0.12);
    parts.push(leaf(px, py, size, size * 0.48, tangent + side * range(rng, 38, 55), shade));
  }
  parts.push(
    leaf(
      ex,
      ey,
      length * 0.24 * leafScale,
      length * 0.12 * leafScale,
      (Math.atan2(ey - cy, ex - cx) * 180) / Math.PI + 90,
      lighten(colour, 0.06),
    ),
  );
  return `<g>${parts.join('')}</g>`;
}

function berry(x: number, y: number, r: number, colour: string, ctx: Ctx): string {
  return `<g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${ctx.url('berry')}"/><path d="M${n(x - r * 0.1)},${n(y - r * 0.95)} l${n(r * 0.2)},${n(-r * 0.18)}" stroke="${darken(colour, 0.5)}" stroke-width="${n(r * 0.12)}" stroke-linecap="round"/></g>`;
}

function seed(x: number, y: number, size: number, angle: number, colour: string): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size)}" ry="${n(size * 0.55)}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})" fill="${colour}"/>`;
}

function flower(
  x: number,
  y: number,
  r: number,
  colour: string,
  centre: string,
  rot: number,
): string {
  const petals: string[] = [];
  for (let i = 0; i < 5; i++) {
    petals.push(
      `<ellipse cx="0" cy="${n(-r * 0.55)}" rx="${n(r * 0.36)}" ry="${n(r * 0.55)}" transform="rotate(${i * 72})" fill="${i % 2 ? colour : lighten(colour, 0.1)}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${petals.join('')}<circle r="${n(r * 0.22)}" fill="${centre}"/></g>`;
}

function drop(x: number, y: number, r: number, colour: string): string {
  return `<g><path d="M${n(x)},${n(y - r * 1.7)} C${n(x + r * 0.5)},${n(y - r * 0.9)} ${n(x + r)},${n(y - r * 0.4)} ${n(x + r)},${n(y)} A${n(r)},${n(r)} 0 0 1 ${n(x - r)},${n(y)} C${n(x - r)},${n(y - r * 0.4)} ${n(x - r * 0.5)},${n(y - r * 0.9)} ${n(x)},${n(y - r * 1.7)}Z" fill="${colour}" opacity="0.9"/><ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.2)}" rx="${n(r * 0.18)}" ry="${n(r * 0.32)}" fill="#fff" opacity="0.7"/></g>`;
}

// ---------- packages ----------

type Pack = { svg: string; width: number; height: number };

function labelMarks(ctx: Ctx, cx: number, cy: number, scale: number, onDark: boolean): string {
  const { art } = ctx;
  const ink = onDark ? lighten(art.accent, 0.1) : darken(art.base, 0.25);
  const emblemFill = luminance(art.accent) > 0.75 ? art.base : art.accent;
  const leafColour = luminance(emblemFill) > 0.6 ? art.leaf : lighten(art.leaf, 0.55);
  const r = 44 * scale;
  const ey = cy - 34 * scale;
  return `<g>
<circle cx="${n(cx)}" cy="${n(ey)}" r="${n(r)}" fill="${emblemFill}"/>
<circle cx="${n(cx)}" cy="${n(ey)}" r="${n(r * 0.82)}" fill="none" stroke="${lighten(emblemFill, 0.45)}" stroke-width="${n(2.5 * scale)}" opacity="0.8"/>
${leaf(cx - 4 * scale, ey + r * 0.55, r * 1.05, r * 0.62, 28, leafColour)}
${leaf(cx + 2 * scale, ey + r * 0.55, r * 0.8, r * 0.5, -32, lighten(leafColour, 0.15))}
<rect x="${n(cx - 72 * scale)}" y="${n(cy + 26 * scale)}" width="${n(144 * scale)}" height="${n(15 * scale)}" rx="${n(7.5 * scale)}" fill="${ink}" opacity="0.85"/>
<rect x="${n(cx - 48 * scale)}" y="${n(cy + 52 * scale)}" width="${n(96 * scale)}" height="${n(9 * scale)}" rx="${n(4.5 * scale)}" fill="${ink}" opacity="0.5"/>
<rect x="${n(cx - 30 * scale)}" y="${n(cy + 70 * scale)}" width="${n(60 * scale)}" height="${n(9 * scale)}" rx="${n(4.5 * scale)}" fill="${emblemFill}" opacity="0.8"/>
</g>`;
}

function labelColour(art: ArtStyle): { fill: string; dark: boolean } {
  // A cream label on coloured packs; a tinted label when the pack itself is pale.
  if (luminance(art.base) > 0.8) return { fill: lighten(art.accent, 0.86), dark: false };
  return { fill: mix(art.background, '#ffffff', 0.6), dark: false };
}

type Box = { x: number; y: number; width: number; height: number; rx?: number };

const rect = ({ x, y, width, height, rx }: Box, attributes: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}"${rx === undefined ? '' : ` rx="${rx}"`} ${attributes}/>`;

/** A pack body and the clip path its label and shading are drawn inside. */
const clippedBody = (ctx: Ctx, body: string) =>
  `<clipPath id="${ctx.id('bodyClip')}"><path d="${body}"/></clipPath>
<path d="${body}" fill="${ctx.art.base}"/>`;

/**
 * A label wrapped round a rounded pack: the label with an accent stripe at its top and
 * bottom, its marks, then the body's shading and a gloss streak over all of it.
 */
function wrappedLabel(
  ctx: Ctx,
  body: string,
  label: Box & { stripe: number; marksY: number; marksScale: number },
  gloss: Box & { opacity: number },
): string {
  const { art, url } = ctx;
  const { fill, dark } = labelColour(art);
  const stripe = { ...label, height: label.stripe };
  return `<g clip-path="${url('bodyClip')}">
  ${rect(label, `fill="${fill}"`)}
  ${rect(stripe, `fill="${art.accent}"`)}
  ${rect({ ...stripe, y: label.y + label.height - label.stripe }, `fill="${art.accent}"`)}
  ${labelMarks(ctx, 0, label.marksY, label.marksScale, dark)}
  <path d="${body}" fill="${url('shadeH')}"/>
  ${rect({ ...gloss, rx: gloss.width / 2 }, `fill="${url('gloss')}" opacity="${gloss.opacity}"`)}
</g>`;
}

/** A ribbed cap or crimp: its colour, the ribs, then shading over both. */
function ribbedCap(
  ctx: Ctx,
  cap: Box,
  fill: string,
  ribs: { path: string[]; stroke: string; width: number; opacity: number },
): string {
  return `${rect(cap, `fill="${fill}"`)}
<path d="${ribs.path.join(' ')}" stroke="${ribs.stroke}" stroke-width="${ribs.width}" opacity="${ribs.opacity}"/>
${rect(cap, `fill="${ctx.url('shadeH')}"`)}`;
}

/** Upright strokes from `top` to `bottom`, `step` apart from x = `from` to `to`: ribs or a crimp. */
function verticalStrokes(from: number, to: number, step: number, top: number, bottom: number) {
  const strokes: string[] = [];
  for (let x = from; x <= to; x += step) strokes.push(`M${x},${top} V${bottom}`);
  return strokes;
}

function bottlePack(ctx: Ctx): Pack {
  const { art } = ctx;
  const body =
    'M-112,0 H112 Q140,0 140,-28 V-372 C140,-428 58,-424 58,-456 V-470 H-58 V-456 C-58,-424 -140,-428 -140,-372 V-28 Q-140,0 -112,0Z';
  const cap = { x: -66, y: -562, width: 132, height: 84, rx: 12 };
  const svg = `
${clippedBody(ctx, body)}
${wrappedLabel(
  ctx,
  body,
  { x: -150, y: -330, width: 300, height: 236, stripe: 12, marksY: -212, marksScale: 1 },
  { x: -98, y: -400, width: 26, height: 380, opacity: 0.7 },
)}
<rect x="-64" y="-482" width="128" height="16" rx="4" fill="${darken(art.accent, 0.2)}"/>
${ribbedCap(ctx, cap, art.accent, { path: verticalStrokes(-54, 54, 12, -552, -482), stroke: darken(art.accent, 0.18), width: 3, opacity: 0.6 })}
${rect({ ...cap, height: 14, rx: 7 }, 'fill="#fff" opacity="0.18"')}`;
  return { svg, width: 280, height: 562 };
}

function jarPack(ctx: Ctx): Pack {
  const { art } = ctx;
  const body =
    'M-150,0 H150 Q186,0 186,-36 V-262 Q186,-292 158,-296 H-158 Q-186,-292 -186,-262 V-36 Q-186,0 -150,0Z';
  const cap = { x: -194, y: -392, width: 388, height: 92, rx: 16 };
  const svg = `
${clippedBody(ctx, body)}
${wrappedLabel(
  ctx,
  body,
  { x: -200, y: -248, width: 400, height: 196, stripe: 10, marksY: -152, marksScale: 0.9 },
  { x: -140, y: -280, width: 26, height: 260, opacity: 0.6 },
)}
<rect x="-176" y="-306" width="352" height="16" rx="6" fill="${darken(art.base, 0.3)}"/>
${ribbedCap(ctx, cap, art.accent, { path: verticalStrokes(-186, 186, 14, -386, -312), stroke: darken(art.accent, 0.2), width: 3, opacity: 0.45 })}
${rect({ ...cap, height: 18, rx: 9 }, 'fill="#fff" opacity="0.2"')}`;
  return { svg, width: 388, height: 392 };
}

function pouchPack(ctx: Ctx): Pack {
  const { art, url } = ctx;
  const body =
    'M-176,-540 H176 L178,-488 C194,-320 192,-140 182,-24 Q180,0 156,0 H-156 Q-180,0 -182,-24 C-192,-140 -194,-320 -178,-488Z';
  const label = labelColour(art);
  const teeth: string[] = [];
  for (let x = -176; x < 176; x += 11) teeth.push(`M${x},-540 l5.5,-7 l5.5,7`);
  const svg = `
${clippedBody(ctx, body)}
<path d="${teeth.join(' ')}Z" fill="${art.base}"/>
<g clip-path="${url('bodyClip')}">
  <rect x="-200" y="-540" width="400" height="40" fill="${darken(art.base, 0.12)}"/>
  <path d="M-200,-476 H200" stroke="${darken(art.base, 0.25)}" stroke-width="4" opacity="0.6"/>
  <path d="M-200,-470 H200" stroke="#fff" stroke-width="2" opacity="0.25"/>
  <rect x="-132" y="-420" width="264" height="300" rx="26" fill="${label.fill}"/>
  <rect x="-132" y="-420" width="264" height="300" rx="26" fill="none" stroke="${art.accent}" stroke-width="6"/>
  ${labelMarks(ctx, 0, -262, 1.05, label.dark)}
  <path d="M-200,-44 Q0,-92 200,-44" stroke="#000" stroke-width="4" fill="none" opacity="0.12"/>
  <path d="M-200,-40 Q0,-86 200,-40" stroke="#fff" stroke-width="2" fill="none" opacity="0.18"/>
  <path d="${body}" fill="${url('shadeH')}"/>
  <path d="${body}" fill="${url('shadeV')}"/>
  <path d="M-120,-470 C-140,-330 -138,-180 -126,-60" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round" opacity="0.12"/>
</g>
<circle cx="-150" cy="-521" r="6" fill="${darken(art.background, 0.05)}"/>`;
  return { svg, width: 384, height: 547 };
}

function boxPack(ctx: Ctx): Pack {
  const { art, id, url } = ctx;
  const label = labelColour(art);
  const front = 'M-185,0 H115 V-440 H-185Z';
  const svg = `
<clipPath id="${id('bodyClip')}"><path d="${front}"/></clipPath>
<path d="M115,0 L185,-34 V-474 L115,-440Z" fill="${darken(art.base, 0.22)}"/>
<path d="M115,0 L185,-34 V-474 L115,-440Z" fill="${url('shadeV')}"/>
<path d="M-185,-440 L-115,-474 H185 L115,-440Z" fill="${lighten(art.base, 0.18)}"/>
<path d="${front}" fill="${art.base}"/>
<g clip-path="${url('bodyClip')}">
  <rect x="-185" y="-440" width="300" height="18" fill="${art.accent}"/>
  <rect x="-145" y="-372" width="220" height="270" rx="20" fill="${label.fill}"/>
  ${labelMarks(ctx, -35, -230, 0.95, label.dark)}
  <path d="M-185,-60 H115" stroke="${art.accent}" stroke-width="8" opacity="0.9"/>
  <path d="M-185,-44 H115" stroke="${art.accent}" stroke-width="3" opacity="0.6"/>
  <rect x="-185" y="-440" width="300" height="440" fill="${url('shadeV')}"/>
  <rect x="-185" y="-440" width="22" height="440" fill="#fff" opacity="0.12"/>
</g>`;
  return { svg, width: 370, height: 474 };
}

function tubePack(ctx: Ctx): Pack {
  const { art, id, url } = ctx;
  const body = 'M-84,-70 H84 C98,-210 150,-380 150,-512 H-150 C-150,-380 -98,-210 -84,-70Z';
  const label = labelColour(art);
  const capColour = art.accent;
  const svg = `
<clipPath id="${id('bodyClip')}"><path d="${body}"/></clipPath>
<path d="M-88,-4 Q-88,0 -84,0 H84 Q88,0 88,-4 L92,-64 H-92Z" fill="${capColour}"/>
<path d="M-88,-4 Q-88,0 -84,0 H84 Q88,0 88,-4 L92,-64 H-92Z" fill="${url('shadeH')}"/>
<rect x="-96" y="-80" width="192" height="18" rx="5" fill="${darken(capColour, 0.12)}"/>
<path d="${body}" fill="${art.base}"/>
<g clip-path="${url('bodyClip')}">
  <rect x="-160" y="-440" width="320" height="270" fill="${label.fill}" opacity="${luminance(art.base) > 0.8 ? 0 : 1}"/>
  <path d="M-160,-440 H160" stroke="${art.accent}" stroke-width="10"/>
  <path d="M-160,-170 H160" stroke="${art.accent}" stroke-width="10"/>
  ${labelMarks(ctx, 0, -312, 0.95, label.dark)}
  <path d="M-160,-150 Q0,-120 160,-150 V-70 H-160Z" fill="${art.accent}" opacity="0.85"/>
  <path d="${body}" fill="${url('shadeH')}"/>
  <rect x="-104" y="-500" width="24" height="400" rx="12" fill="${url('gloss')}" opacity="0.6" transform="rotate(6 -92 -300)"/>
</g>
${ribbedCap(ctx, { x: -152, y: -550, width: 304, height: 40, rx: 4 }, lighten(art.base, 0.1), {
  path: verticalStrokes(-146, 146, 8, -548, -516),
  stroke: darken(art.base, 0.2),
  width: 2.5,
  opacity: 0.5,
})}`;
  return { svg, width: 304, height: 550 };
}

function dropperPack(ctx: Ctx): Pack {
  const { art, url } = ctx;
  const body =
    'M-92,0 H92 Q118,0 118,-26 V-250 C118,-300 52,-296 52,-322 V-334 H-52 V-322 C-52,-296 -118,-300 -118,-250 V-26 Q-118,0 -92,0Z';
  const bulb = darken(art.accent, luminance(art.accent) > 0.6 ? 0.55 : 0.15);
  const svg = `
${clippedBody(ctx, body)}
${wrappedLabel(
  ctx,
  body,
  { x: -130, y: -222, width: 260, height: 176, stripe: 8, marksY: -136, marksScale: 0.74 },
  { x: -86, y: -290, width: 20, height: 270, opacity: 0.8 },
)}
<path d="M-40,-404 V-452 C-40,-526 40,-526 40,-452 V-404Z" fill="${bulb}"/>
<path d="M-40,-404 V-452 C-40,-526 40,-526 40,-452 V-404Z" fill="${url('shadeH')}"/>
<path d="M-22,-470 C-22,-496 -10,-506 2,-506" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.35"/>
${ribbedCap(ctx, { x: -60, y: -410, width: 120, height: 78, rx: 10 }, art.accent, {
  path: verticalStrokes(-54, 54, 9, -404, -340),
  stroke: darken(art.accent, 0.2),
  width: 2.5,
  opacity: 0.5,
})}`;
  return { svg, width: 236, height: 512 };
}

function drawPack(ctx: Ctx): Pack {
  switch (ctx.art.shape) {
    case 'bottle':
      return bottlePack(ctx);
    case 'jar':
      return jarPack(ctx);
    case 'pouch':
      return pouchPack(ctx);
    case 'box':
      return boxPack(ctx);
    case 'tube':
      return tubePack(ctx);
    case 'dropper':
      return dropperPack(ctx);
  }
}

/** Scale that makes the pack fill a consistent share of the frame whatever its proportions. */
function packScale(pack: Pack, maxHeight: number, maxWidth: number): number {
  return Math.min(maxHeight / pack.height, maxWidth / pack.width);
}

// ---------- ingredient content per product ----------

type Ingredient = 'powder' | 'liquid' | 'tea' | 'capsules' | 'cream' | 'soap';

function ingredientOf(product: SeedProduct): Ingredient {
  const name = product.name.toLowerCase();
  if (/capsule|tablet|caps\b|tabs\b/.test(name)) return 'capsules';
  if (/soap/.test(name)) return 'soap';
  if (product.categoryKey === 'teas') return 'tea';
  if (/gel|face wash|toothpaste|mask|shampoo|resin|chyawanprash|granule/.test(name)) return 'cream';
  if (product.art.shape === 'bottle' || product.art.shape === 'dropper') return 'liquid';
  return 'powder';
}

/** Colour of the product itself (the powder, oil, tea…) derived from the pack colours. */
function contentColour(product: SeedProduct): string {
  const { art } = product;
  const name = product.name.toLowerCase();
  if (/aloe|face wash|gel/.test(name)) return lighten(art.base, 0.25);
  if (/toothpaste|shampoo/.test(name)) return lighten(art.accent, 0.55);
  if (/resin|shilajit|chyawanprash/.test(name)) return art.base;
  if (/\boil\b/.test(name))
    return mix('#d9a53a', art.base, /kalonji|sesame/.test(name) ? 0.45 : 0.2);
  if (luminance(art.base) > 0.82) return mix(art.base, art.accent, 0.3);
  return art.base;
}

function scatter(
  ctx: Ctx,
  product: SeedProduct,
  count: number,
  avoid: { x: number; y: number; r: number }[],
  sprigs = true,
): string {
  const { rng, art } = ctx;
  const items: string[] = [];
  const placed: { x: number; y: number }[] = [];
  const fruit = luminance(art.accent) > 0.75 ? mix(art.leaf, art.base, 0.5) : art.accent;
  const seedColour = darken(mix(art.base, '#8a5a2b', 0.5), 0.25);
  let attempts = 0;
  while (placed.length < count && attempts < 400) {
    attempts++;
    const x = range(rng, 70, SIZE - 70);
    const y = range(rng, 70, SIZE - 70);
    if (avoid.some((a) => Math.hypot(a.x - x, a.y - y) < a.r)) continue;
    if (placed.some((p) => Math.hypot(p.x - x, p.y - y) < 95)) continue;
    const kind = placed.length % 4;
    placed.push({ x, y });
    if (kind === 0 && sprigs) {
      items.push(sprig(x, y, range(rng, 160, 230), range(rng, 0, 360), art.leaf, rng, 0.9));
    } else if (kind === 1 || kind === 0) {
      const l = range(rng, 70, 110);
      items.push(
        leaf(
          x,
          y,
          l,
          l * 0.5,
          range(rng, 0, 360),
          rng() > 0.5 ? art.leaf : lighten(art.leaf, 0.12),
        ),
      );
    } else if (kind === 2) {
      if (/rose|hibiscus|kesar|kumkumadi|lavender/i.test(product.name)) {
        items.push(flower(x, y, range(rng, 30, 42), fruit, darken(fruit, 0.35), range(rng, 0, 72)));
      } else {
        const r = range(rng, 20, 28);
        items.push(berry(x, y, r, fruit, ctx));
        items.push(berry(x + r * 1.7, y + r * 0.6, r * 0.9, fruit, ctx));
      }
    } else {
      for (let i = 0; i < 6; i++) {
        items.push(
          seed(
            x + range(rng, -36, 36),
            y + range(rng, -30, 30),
            range(rng, 6, 10),
            range(rng, 0, 180),
            seedColour,
          ),
        );
      }
    }
  }
  return items.join('');
}

// ---------- compositions ----------

function background(ctx: Ctx, topDown: boolean): string {
  const { art, id, url } = ctx;
  const bg = art.background;
  if (topDown) {
    return `
<defs>
<radialGradient id="${id('bg')}" cx="0.45" cy="0.4" r="0.8">
  <stop offset="0" stop-color="${lighten(bg, 0.45)}"/>
  <stop offset="0.7" stop-color="${lighten(bg, 0.1)}"/>
  <stop offset="1" stop-color="${darken(bg, 0.06)}"/>
</radialGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="${url('bg')}"/>`;
  }
  return `
<defs>
<linearGradient id="${id('wall')}" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${lighten(bg, 0.5)}"/>
  <stop offset="1" stop-color="${lighten(bg, 0.12)}"/>
</linearGradient>
<linearGradient id="${id('floor')}" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${darken(bg, 0.03)}"/>
  <stop offset="1" stop-color="${lighten(bg, 0.2)}"/>
</linearGradient>
<radialGradient id="${id('halo')}" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#fff" stop-opacity="0.75"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="${url('wall')}"/>
<rect y="690" width="${SIZE}" height="310" fill="${url('floor')}"/>
<rect y="682" width="${SIZE}" height="14" fill="${lighten(bg, 0.35)}" filter="${url('blurS')}" opacity="0.7"/>
<circle cx="500" cy="470" r="380" fill="${url('halo')}"/>`;
}

/** Variant 0: the pack standing centred on a surface, with a sprig laid in front. */
function frontShot(ctx: Ctx, product: SeedProduct): string {
  const { art, rng } = ctx;
  const pack = drawPack(ctx);
  const s = packScale(pack, 600, 470);
  const baseY = 810;
  const halfW = (pack.width / 2) * s;
  const leftSide = rng() > 0.5;
  const side = leftSide ? -1 : 1;
  const sprigX = 500 + side * (halfW + 40);
  return `${background(ctx, false)}
<ellipse cx="500" cy="${baseY + 6}" rx="${n(halfW * 1.35)}" ry="34" fill="#000" opacity="0.22" filter="${ctx.url('blur')}"/>
<ellipse cx="500" cy="${baseY}" rx="${n(halfW * 1.02)}" ry="9" fill="#000" opacity="0.3" filter="${ctx.url('blurS')}"/>
${sprig(500 - side * (halfW * 0.55), baseY - 30, 300, -side * 38, darken(art.leaf, 0.08), rng, 1)}
<g transform="translate(500 ${baseY}) scale(${Math.round(s * 1000) / 1000})">${pack.svg}</g>
<g filter="${ctx.url('dropS')}">
${sprig(sprigX, baseY + 70, 250, side * 72, art.leaf, rng, 0.95)}
${leaf(sprigX - side * 150, baseY + 110, 90, 46, side * 100, lighten(art.leaf, 0.1))}
${ingredientOf(product) === 'powder' || ingredientOf(product) === 'tea' ? '' : berry(500 + side * (halfW + 10), baseY + 40, 24, luminance(art.accent) > 0.75 ? mix(art.leaf, art.base, 0.5) : art.accent, ctx)}
</g>`;
}

/** Variant 1: top-down, the pack lying at an angle with herbs scattered around it. */
function angledShot(ctx: Ctx, product: SeedProduct): string {
  const { rng } = ctx;
  const pack = drawPack(ctx);
  const s = packScale(pack, 560, 430) * 0.95;
  const angle = (rng() > 0.5 ? 1 : -1) * range(rng, 14, 22);
  const cx = 500 + range(rng, -30, 30);
  const centreY = 500 + range(rng, -20, 20);
  const avoid = [{ x: cx, y: centreY, r: (Math.max(pack.height, pack.width) * s) / 2 + 40 }];
  const scattered = scatter(ctx, product, 14, avoid);
  return `${background(ctx, true)}
<circle cx="${n(cx + range(rng, -160, 160))}" cy="${n(centreY + range(rng, -120, 120))}" r="330" fill="#fff" opacity="0.25"/>
<g filter="${ctx.url('dropS')}">${scattered}</g>
<g filter="${ctx.url('drop')}"><g transform="translate(${n(cx)} ${n(centreY)}) rotate(${n(angle)}) scale(${Math.round(s * 1000) / 1000}) translate(0 ${n(pack.height / 2)})">
${pack.svg}</g></g>`;
}

function bowl(cx: number, cy: number, r: number, colour: string, inner: string): string {
  return `<g>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${colour}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="${darken(colour, 0.12)}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="${inner}"/>
<path d="M${n(cx - r * 0.7)},${n(cy - r * 0.55)} A${n(r * 0.93)},${n(r * 0.93)} 0 0 1 ${n(cx + r * 0.2)},${n(cy - r * 0.9)}" stroke="#fff" stroke-width="${n(r * 0.04)}" fill="none" opacity="0.6" stroke-linecap="round"/>
</g>`;
}

/** Variant 2: a close-up flat-lay of what is inside the pack. */
function ingredientShot(ctx: Ctx, product: SeedProduct): string {
  const { art, rng, id, url } = ctx;
  const kind = ingredientOf(product);
  const content = contentColour(product);
  const cx = 470 + range(rng, -30, 30);
  const cy = 480 + range(rng, -30, 30);
  const bowlColour = luminance(art.background) > 0.85 ? '#f7f3ec' : lighten(art.background, 0.7);
  const defs = `<defs>
<radialGradient id="${id('heap')}" cx="0.42" cy="0.38" r="0.7">
  <stop offset="0" stop-color="${lighten(content, 0.3)}"/>
  <stop offset="0.55" stop-color="${content}"/>
  <stop offset="1" stop-color="${darken(content, 0.22)}"/>
</radialGradient>
<radialGradient id="${id('dish')}" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
</radialGradient>
<radialGradient id="${id('liquid')}" cx="0.4" cy="0.35" r="0.75">
  <stop offset="0" stop-color="${lighten(content, 0.35)}"/>
  <stop offset="0.6" stop-color="${content}"/>
  <stop offset="1" stop-color="${darken(content, 0.3)}"/>
</radialGradient>
</defs>`;
  const r = 280;
  const parts: string[] = [];
  const wood = '#b98a57';

  // Linen cloth under the bowl.
  const cloth = `<rect x="${n(cx - 420)}" y="${n(cy - 300)}" width="620" height="620" rx="8" fill="${lighten(art.background, 0.55)}" transform="rotate(${n(range(rng, -14, -6))} ${n(cx)} ${n(cy)})"/>`;

  // Herbs behind and around the bowl.
  const around: string[] = [];
  for (let i = 0; i < 3; i++) {
    const a = range(rng, 0, Math.PI * 2);
    around.push(
      sprig(
        cx + Math.cos(a) * (r + 10),
        cy + Math.sin(a) * (r + 10),
        range(rng, 200, 260),
        (a * 180) / Math.PI + 90 + range(rng, -30, 30),
        art.leaf,
        rng,
        1,
      ),
    );
  }
  parts.push(`<g>${cloth}${around.join('')}</g>`);

  const body: string[] = [];
  if (kind === 'powder') {
    body.push(bowl(cx, cy, r, bowlColour, url('dish')));
    body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="${url('heap')}"/>`);
    const grains: string[] = [];
    for (let i = 0; i < 260; i++) {
      const a = range(rng, 0, Math.PI * 2);
      const d = Math.sqrt(rng()) * r * 0.76;
      grains.push(
        `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(range(rng, 1.5, 3.5))}" fill="${rng() > 0.5 ? lighten(content, 0.35) : darken(content, 0.25)}" opacity="0.7"/>`,
      );
    }
    body.push(grains.join(''));
    // A wooden spoon with a little spilled powder.
    const sx = cx + r * 0.95;
    const sy = cy + r * 0.75;
    body.push(`<g transform="rotate(-35 ${n(sx)} ${n(sy)})">
<rect x="${n(sx - 12)}" y="${n(sy)}" width="24" height="230" rx="12" fill="${wood}"/>
<ellipse cx="${n(sx)}" cy="${n(sy - 50)}" rx="58" ry="72" fill="${wood}"/>
<ellipse cx="${n(sx)}" cy="${n(sy - 52)}" rx="46" ry="58" fill="${darken(wood, 0.15)}"/>
<ellipse cx="${n(sx)}" cy="${n(sy - 54)}" rx="40" ry="50" fill="${url('heap')}"/>
</g>`);
  } else if (kind === 'liquid') {
    body.push(bowl(cx, cy, r, bowlColour, url('dish')));
    body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="${url('liquid')}" opacity="0.92"/>`,
    );
    body.push(
      `<ellipse cx="${n(cx - r * 0.3)}" cy="${n(cy - r * 0.35)}" rx="${n(r * 0.28)}" ry="${n(r * 0.1)}" transform="rotate(-30 ${n(cx - r * 0.3)} ${n(cy - r * 0.35)})" fill="#fff" opacity="0.45"/>`,
    );
    body.push(
      `<circle cx="${n(cx + r * 0.25)}" cy="${n(cy + r * 0.2)}" r="${n(r * 0.12)}" fill="none" stroke="#fff" stroke-width="3" opacity="0.3"/>`,
    );
    const drops: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = range(rng, 0.2, 1.6) + (i % 2 ? Math.PI : 0);
      const d = r + range(rng, 50, 140);
      drops.push(drop(cx + Math.cos(a) * d, cy + Math.sin(a) * d, range(rng, 14, 24), content));
    }
    body.push(`<g>${drops.join('')}</g>`);
  } else if (kind === 'tea') {
    // Saucer, cup and a warm infusion.
    body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.02)}" fill="${bowlColour}"/>`);
    body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="${url('dish')}"/>`);
    body.push(
      `<rect x="${n(cx + r * 0.55)}" y="${n(cy - 26)}" width="${n(r * 0.55)}" height="52" rx="26" fill="${darken(bowlColour, 0.05)}"/>`,
    );
    body.push(bowl(cx, cy, r * 0.72, lighten(bowlColour, 0.3), url('dish')));
    const tea = luminance(content) > 0.5 ? darken(content, 0.2) : content;
    body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.6)}" fill="${tea}" opacity="0.92"/>`,
    );
    body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.6)}" fill="${url('berry')}" opacity="0.6"/>`,
    );
    body.push(
      `<ellipse cx="${n(cx - r * 0.2)}" cy="${n(cy - r * 0.25)}" rx="${n(r * 0.2)}" ry="${n(r * 0.07)}" transform="rotate(-30 ${n(cx)} ${n(cy)})" fill="#fff" opacity="0.4"/>`,
    );
    body.push(leaf(cx + r * 0.12, cy + r * 0.2, 80, 42, 40, art.leaf));
    // Loose dried tea leaves.
    const loose: string[] = [];
    for (let i = 0; i < 18; i++) {
      const a = range(rng, Math.PI * 0.2, Math.PI * 0.9);
      const d = r * range(rng, 1.1, 1.5);
      loose.push(
        seed(
          cx + Math.cos(a) * d,
          cy + Math.sin(a) * d,
          range(rng, 8, 14),
          range(rng, 0, 180),
          darken(art.leaf, 0.45),
        ),
      );
    }
    body.push(loose.join(''));
  } else if (kind === 'capsules') {
    body.push(bowl(cx, cy, r, bowlColour, url('dish')));
    const caps: string[] = [];
    const capA = content;
    const capB = art.accent;
    const capsule = (x: number, y: number, a: number) =>
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(1.35)"><rect x="-36" y="-12" width="76" height="34" rx="17" fill="#000" opacity="0.16"/><rect x="-38" y="-17" width="76" height="34" rx="17" fill="${capA}"/><path d="M0,-17 H21 A17,17 0 0 1 21,17 H0Z" fill="${capB}"/><rect x="-38" y="-17" width="76" height="34" rx="17" fill="${url('shadeV')}"/><rect x="-28" y="-11" width="40" height="6" rx="3" fill="#fff" opacity="0.5"/></g>`;
    const tablet = (x: number, y: number, a: number) =>
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(1.2)"><circle cx="3" cy="5" r="28" fill="#000" opacity="0.16"/><circle r="28" fill="${capA}"/><circle r="28" fill="${url('berry')}"/><path d="M-20,0 H20" stroke="${darken(capA, 0.25)}" stroke-width="3"/></g>`;
    const isTablet = /tablet|tabs/i.test(product.name);
    for (let i = 0; i < 16; i++) {
      const a = range(rng, 0, Math.PI * 2);
      const d = Math.sqrt(rng()) * r * 0.62;
      caps.push(
        (isTablet ? tablet : capsule)(
          cx + Math.cos(a) * d,
          cy + Math.sin(a) * d,
          range(rng, 0, 180),
        ),
      );
    }
    for (let i = 0; i < 4; i++) {
      const a = range(rng, 0.3, 1.3);
      const d = r + range(rng, 50, 120);
      caps.push(
        (isTablet ? tablet : capsule)(
          cx + Math.cos(a) * d,
          cy + Math.sin(a) * d,
          range(rng, 0, 180),
        ),
      );
    }
    body.push(`<g>${caps.join('')}</g>`);
  } else if (kind === 'soap') {
    body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${lighten(wood, 0.1)}"/>`);
    body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.92)}" fill="none" stroke="${darken(wood, 0.15)}" stroke-width="4" opacity="0.5"/>`,
    );
    for (const [dx, dy, a] of [
      [-80, -40, -12],
      [90, 70, 18],
    ] as const) {
      body.push(`<g filter="${url('drop')}" transform="translate(${n(cx + dx)} ${n(cy + dy)}) rotate(${a})">
<rect x="-110" y="-70" width="220" height="140" rx="34" fill="${content}"/>
<rect x="-110" y="-70" width="220" height="140" rx="34" fill="${url('heap')}" opacity="0.5"/>
<rect x="-80" y="-44" width="160" height="88" rx="22" fill="none" stroke="${lighten(content, 0.3)}" stroke-width="5" opacity="0.7"/>
${leaf(0, 28, 60, 34, 0, lighten(content, 0.35))}
</g>`);
    }
    body.push(bowl(cx + r * 1.05, cy - r * 0.85, 110, bowlColour, url('dish')));
    body.push(
      `<circle cx="${n(cx + r * 1.05)}" cy="${n(cy - r * 0.85)}" r="85" fill="${url('heap')}"/>`,
    );
  } else {
    // cream, gel, paste, resin: a glossy swirl in a small dish.
    body.push(bowl(cx, cy, r, bowlColour, url('dish')));
    body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.72)}" fill="${url('liquid')}"/>`);
    const swirl: string[] = [];
    let d = `M${n(cx)},${n(cy)}`;
    for (let t = 0; t <= Math.PI * 6; t += 0.35) {
      const rr = (t / (Math.PI * 6)) * r * 0.62;
      d += ` L${n(cx + Math.cos(t) * rr)},${n(cy + Math.sin(t) * rr)}`;
    }
    swirl.push(
      `<path d="${d}" stroke="${darken(content, 0.18)}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.55"/>`,
    );
    swirl.push(
      `<path d="${d}" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.35" transform="translate(-5 -6)"/>`,
    );
    body.push(swirl.join(''));
    body.push(
      `<g>${drop(cx + r * 1.15, cy + r * 0.55, 22, content)}${drop(cx + r * 0.95, cy + r * 0.95, 16, content)}</g>`,
    );
  }
  parts.push(`<g filter="${url('drop')}">${body[0] ?? ''}</g>`);
  parts.push(body.slice(1).join(''));

  // Whole herbs, berries or seeds dotted around the edges.
  const dotted = scatter(ctx, product, 5, [{ x: cx, y: cy, r: r + 90 }], false);

  // A few loose leaves in the foreground.
  const front: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = range(rng, 120, 880);
    const y = range(rng, 820, 930);
    const l = range(rng, 80, 120);
    front.push(
      leaf(x, y, l, l * 0.5, range(rng, -70, 70), i % 2 ? art.leaf : lighten(art.leaf, 0.12)),
    );
  }
  parts.push(`<g filter="${url('dropS')}">${dotted}${front.join('')}</g>`);

  return `${background(ctx, true)}${defs}${parts.join('\n')}`;
}

/**
 * A 1000×1000 SVG illustration of a seed product.
 * Variant 0: front pack shot; 1: pack at an angle among loose herbs; 2: ingredient flat-lay.
 */
export function productArtSvg(product: SeedProduct, variant: number): string {
  const v = ((Math.trunc(variant) % 3) + 3) % 3;
  const seedValue = hashString(product.name);
  const prefix = `a${seedValue.toString(36)}${v}`;
  const ctx: Ctx = {
    id: (name) => `${prefix}-${name}`,
    url: (name) => `url(#${prefix}-${name})`,
    art: product.art,
    rng: makeRng(seedValue ^ Math.imul(v + 1, 0x9e3779b1)),
  };
  const scene =
    v === 0
      ? frontShot(ctx, product)
      : v === 1
        ? angledShot(ctx, product)
        : ingredientShot(ctx, product);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>${commonDefs(ctx)}</defs>
${scene}
</svg>`;
}
