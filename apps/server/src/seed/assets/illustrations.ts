/**
 * Demo illustrations drawn in code (SVG), so a fresh install has pictures without downloading
 * anything. The seed renders them through the normal upload pipeline (storeImage -> WebP variants).
 * Palette: the site's warm greens and earth tones.
 */

export const PALETTE = {
  forest: ['#eef5ea', '#d6e8cc', '#a9cf95', '#7bb15f', '#4f8f3a', '#3a7229', '#2d5a22', '#23461c', '#1a3415', '#12240e'],
  wheat: ['#fdf8ec', '#f8ecc8', '#f1d98e', '#e7c25a', '#d9a73a', '#b8862a'],
  earth: ['#c98a5b', '#a86b43', '#87502f', '#5f3820'],
  sky: ['#fff4d6', '#fde3b0', '#f9c98a', '#f3a76a'],
};

/** Small deterministic PRNG so every install draws the same pictures. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const esc = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A rolling hill line across the width, closed to the bottom. */
function hill(width: number, height: number, baseY: number, amplitude: number, seed: number, fill: string, opacity = 1) {
  const rnd = random(seed);
  const steps = 5;
  let d = `M0 ${height} L0 ${baseY}`;
  let prevX = 0;
  let prevY = baseY;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = baseY + (rnd() - 0.5) * 2 * amplitude;
    const cx = (prevX + x) / 2;
    d += ` C${cx} ${prevY} ${cx} ${y} ${x} ${y}`;
    prevX = x;
    prevY = y;
  }
  d += ` L${width} ${height} Z`;
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

function tree(x: number, y: number, scale: number, dark = PALETTE.forest[7]) {
  const s = scale;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-4" y="-10" width="8" height="40" rx="3" fill="${PALETTE.earth[3]}"/>
    <circle cx="0" cy="-30" r="28" fill="${dark}"/>
    <circle cx="-18" cy="-14" r="20" fill="${dark}"/>
    <circle cx="18" cy="-16" r="22" fill="${dark}"/>
    <circle cx="-6" cy="-40" r="16" fill="${PALETTE.forest[5]}" opacity="0.55"/>
  </g>`;
}

/** A palm tree, common along Bangladeshi field edges. */
function palm(x: number, y: number, scale: number) {
  const leaf = (angle: number) => `<path d="M0 0 Q40 -18 78 6 Q40 -6 0 0 Z" fill="${PALETTE.forest[6]}" transform="rotate(${angle})"/>`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-3 150 Q6 70 0 0 L6 0 Q12 70 5 150 Z" fill="${PALETTE.earth[2]}"/>
    ${[-160, -120, -60, -20, 20, 200].map(leaf).join('')}
  </g>`;
}

function cow(x: number, y: number, scale: number, body = '#f4ede1', patch = PALETTE.earth[2], flip = false) {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">
    <ellipse cx="0" cy="0" rx="62" ry="32" fill="${body}"/>
    <ellipse cx="-18" cy="-6" rx="20" ry="14" fill="${patch}" opacity="0.85"/>
    <path d="M30 -30 Q40 -42 52 -34 Q44 -24 36 -22 Z" fill="${body}"/>
    <rect x="-48" y="20" width="11" height="40" rx="4" fill="${body}"/>
    <rect x="-26" y="22" width="11" height="38" rx="4" fill="${body}"/>
    <rect x="18" y="22" width="11" height="38" rx="4" fill="${body}"/>
    <rect x="38" y="20" width="11" height="40" rx="4" fill="${body}"/>
    <ellipse cx="72" cy="-14" rx="22" ry="17" fill="${body}"/>
    <ellipse cx="88" cy="-6" rx="11" ry="9" fill="#e9c4b0"/>
    <path d="M62 -28 Q58 -44 66 -46" stroke="${PALETTE.wheat[5]}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M80 -28 Q86 -44 78 -46" stroke="${PALETTE.wheat[5]}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="74" cy="-18" r="3" fill="#2a2118"/>
    <path d="M-62 -6 Q-78 10 -70 30" stroke="${body}" stroke-width="5" fill="none" stroke-linecap="round"/>
  </g>`;
}

function goat(x: number, y: number, scale: number, coat = '#fbf7ef', flip = false) {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">
    <ellipse cx="0" cy="0" rx="38" ry="20" fill="${coat}"/>
    <rect x="-28" y="12" width="7" height="30" rx="3" fill="${coat}"/>
    <rect x="-12" y="14" width="7" height="28" rx="3" fill="${coat}"/>
    <rect x="14" y="14" width="7" height="28" rx="3" fill="${coat}"/>
    <rect x="26" y="12" width="7" height="30" rx="3" fill="${coat}"/>
    <path d="M30 -8 L46 -30 L58 -24 L48 -2 Z" fill="${coat}"/>
    <path d="M48 -28 Q44 -46 32 -48" stroke="${PALETTE.earth[3]}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M56 -22 L60 -8" stroke="${coat}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="52" cy="-24" r="2.5" fill="#2a2118"/>
  </g>`;
}

function chicken(x: number, y: number, scale: number, feathers = '#fffaf0', flip = false) {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">
    <path d="M-22 4 Q-30 -22 -8 -16 Q4 -30 18 -20 Q26 -6 16 10 Q0 22 -22 4 Z" fill="${feathers}"/>
    <circle cx="20" cy="-24" r="10" fill="${feathers}"/>
    <path d="M16 -34 Q20 -42 24 -34 Q28 -40 28 -30 Z" fill="#d9463a"/>
    <path d="M29 -25 L37 -22 L29 -19 Z" fill="${PALETTE.wheat[4]}"/>
    <circle cx="22" cy="-26" r="1.8" fill="#2a2118"/>
    <path d="M-4 14 L-6 26 M6 14 L8 26" stroke="${PALETTE.wheat[4]}" stroke-width="3" stroke-linecap="round"/>
  </g>`;
}

function hut(x: number, y: number, scale: number) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-50" y="-40" width="100" height="60" fill="${PALETTE.wheat[2]}"/>
    <rect x="-12" y="-16" width="24" height="36" fill="${PALETTE.earth[3]}"/>
    <path d="M-66 -36 L0 -88 L66 -36 Z" fill="${PALETTE.earth[1]}"/>
    <path d="M-66 -36 L0 -88 L66 -36" stroke="${PALETTE.earth[3]}" stroke-width="4" fill="none"/>
  </g>`;
}

/** Perspective rows of a paddy field in the lower part of the picture. */
function paddyRows(width: number, height: number, top: number, color: string) {
  const rows: string[] = [];
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const y = top + (height - top) * t * t;
    rows.push(
      `<path d="M0 ${y.toFixed(1)} Q${width / 2} ${(y - 10 - 16 * t).toFixed(1)} ${width} ${y.toFixed(1)}" stroke="${color}" stroke-width="${(2 + 8 * t).toFixed(1)}" fill="none" opacity="${(0.35 + 0.5 * t).toFixed(2)}"/>`,
    );
  }
  return rows.join('');
}

export type SceneSubject = 'paddy' | 'cattle' | 'dairy' | 'goats' | 'chickens' | 'village' | 'harvest' | 'river';
export type SceneOptions = {
  width?: number;
  height?: number;
  subject: SceneSubject;
  seed: number;
  time?: 'sunrise' | 'day' | 'evening';
  /** Rendered pixel width; the drawing keeps its proportions. */
  outputWidth?: number;
};

const SKIES = {
  sunrise: ['#fde7c4', '#f7c68f', '#f0a874'],
  day: ['#e9f3ee', '#d4ead9', '#f6efd6'],
  evening: ['#f8d9a8', '#e9a66c', '#b8683e'],
} as const;

/** A countryside scene: sky, sun, layered hills, and the subject in the foreground. */
export function sceneSvg({ width = 1600, height = 1000, subject, seed, time = 'sunrise', outputWidth = width }: SceneOptions): string {
  const rnd = random(seed);
  const sky = SKIES[time];
  const sunX = width * (0.2 + rnd() * 0.6);
  const sunY = height * (time === 'day' ? 0.2 : 0.36);
  const horizon = height * 0.5;
  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.95"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${PALETTE.forest[4]}"/><stop offset="1" stop-color="${PALETTE.forest[6]}"/></linearGradient>
  </defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${height * 0.32}" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${height * 0.08}" fill="${time === 'day' ? '#fff3c4' : '#fbe3a1'}"/>`);
  for (let i = 0; i < 3; i++) {
    const cx = width * rnd();
    const cy = height * (0.1 + rnd() * 0.2);
    parts.push(
      `<g opacity="0.7" fill="#fffaf0"><ellipse cx="${cx}" cy="${cy}" rx="${90 + rnd() * 60}" ry="22"/><ellipse cx="${cx + 50}" cy="${cy - 14}" rx="60" ry="20"/></g>`,
    );
  }
  parts.push(hill(width, height, horizon - height * 0.06, height * 0.05, seed + 1, PALETTE.forest[2], 0.9));
  for (let i = 0; i < 7; i++) parts.push(tree(width * (0.05 + rnd() * 0.9), horizon - height * 0.02, 0.5 + rnd() * 0.4, PALETTE.forest[5]));
  parts.push(hill(width, height, horizon + height * 0.04, height * 0.04, seed + 2, PALETTE.forest[3]));
  parts.push(palm(width * (0.04 + rnd() * 0.15), horizon + height * 0.02 - 150 * 0.9, 0.9));
  parts.push(palm(width * (0.82 + rnd() * 0.12), horizon + height * 0.03 - 150, 1));

  const groundTop = horizon + height * 0.1;
  if (subject === 'river') {
    parts.push(hill(width, height, groundTop, height * 0.02, seed + 3, 'url(#ground)'));
    parts.push(
      `<path d="M${width * 0.35} ${groundTop + 10} Q${width * 0.55} ${groundTop + 80} ${width * 0.4} ${height * 0.8} T${width * 0.6} ${height}" stroke="#8fc3c9" stroke-width="${height * 0.09}" fill="none" opacity="0.9" stroke-linecap="round"/>`,
    );
    parts.push(`<path d="M${width * 0.45} ${height * 0.78} l80 0 l-20 18 l-60 0 Z" fill="${PALETTE.earth[2]}"/>`);
  } else if (subject === 'paddy' || subject === 'harvest') {
    parts.push(
      `<rect x="0" y="${groundTop}" width="${width}" height="${height - groundTop}" fill="${subject === 'harvest' ? PALETTE.wheat[3] : PALETTE.forest[4]}"/>`,
    );
    parts.push(paddyRows(width, height, groundTop, subject === 'harvest' ? PALETTE.wheat[5] : PALETTE.forest[6]));
    if (subject === 'harvest') {
      for (let i = 0; i < 5; i++) {
        const x = width * (0.12 + i * 0.19);
        const y = height * (0.8 + (i % 2) * 0.08);
        parts.push(
          `<path d="M${x - 70} ${y} Q${x - 40} ${y - 150} ${x} ${y - 170} Q${x + 40} ${y - 150} ${x + 70} ${y} Z" fill="${PALETTE.wheat[4]}"/><path d="M${x - 50} ${y - 60} Q${x} ${y - 80} ${x + 50} ${y - 60}" stroke="${PALETTE.wheat[5]}" stroke-width="6" fill="none"/>`,
        );
      }
    }
  } else {
    parts.push(hill(width, height, groundTop, height * 0.02, seed + 3, 'url(#ground)'));
    parts.push(
      `<path d="M0 ${height * 0.86} Q${width / 2} ${height * 0.8} ${width} ${height * 0.88}" stroke="${PALETTE.forest[7]}" stroke-width="3" fill="none" opacity="0.4"/>`,
    );
  }

  const ground = (f: number) => height * f;
  if (subject === 'cattle' || subject === 'dairy') {
    const n = subject === 'dairy' ? 3 : 4;
    for (let i = 0; i < n; i++) {
      const x = width * (0.14 + i * (0.68 / (n - 1 || 1)));
      const y = ground(0.68 + (i % 2) * 0.1);
      const body = subject === 'dairy' ? '#fbf7f0' : ['#f4ede1', '#d9b48c', '#efe4d2', '#b98555'][i % 4]!;
      parts.push(cow(x, y, 2 + (i % 2) * 0.4, body, subject === 'dairy' ? '#3b302a' : PALETTE.earth[2], i % 2 === 1));
    }
    if (subject === 'dairy') {
      parts.push(
        `<g transform="translate(${width * 0.86} ${ground(0.86)})"><path d="M-26 0 L-20 -60 L20 -60 L26 0 Z" fill="#d7dde0"/><ellipse cx="0" cy="-60" rx="20" ry="6" fill="#eef2f3"/><rect x="-26" y="-30" width="52" height="6" fill="#aeb8bc"/></g>`,
      );
    }
  }
  if (subject === 'goats')
    for (let i = 0; i < 5; i++) parts.push(goat(width * (0.1 + i * 0.19), ground(0.72 + (i % 2) * 0.12), 2.4, i % 2 ? '#fbf7ef' : '#5a4033', i % 3 === 0));
  if (subject === 'chickens') {
    parts.push(hut(width * 0.8, ground(0.72), 2.6));
    for (let i = 0; i < 9; i++)
      parts.push(chicken(width * (0.08 + rnd() * 0.58), ground(0.72 + rnd() * 0.2), 2.4 + rnd() * 0.8, i % 3 ? '#fffaf0' : '#c9773f', rnd() > 0.5));
  }
  if (subject === 'village') {
    parts.push(hut(width * 0.22, ground(0.74), 2.4), hut(width * 0.52, ground(0.68), 1.8), hut(width * 0.78, ground(0.8), 2.7));
    parts.push(
      chicken(width * 0.4, ground(0.9), 2.2),
      chicken(width * 0.46, ground(0.92), 2, '#c9773f', true),
      goat(width * 0.6, ground(0.86), 1.8, '#5a4033'),
    );
  }
  const outputHeight = Math.round((outputWidth * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export type PortraitOptions = {
  name: string;
  seed: number;
  size?: number;
  skin?: string;
  clothing?: string;
  headwear?: 'none' | 'hijab' | 'cap' | 'turban';
  hair?: string;
  wheelchair?: boolean;
  /** A countryside backdrop instead of a plain gradient (stories). */
  backdrop?: SceneSubject;
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => part && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(part))
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** A friendly head-and-shoulders portrait with the person's initials. */
export function portraitSvg({
  name,
  seed,
  size = 640,
  skin = '#c68c5f',
  clothing = PALETTE.forest[5],
  headwear = 'none',
  hair = '#2b1d14',
  wheelchair = false,
  backdrop,
}: PortraitOptions): string {
  const rnd = random(seed);
  const backgrounds = [
    [PALETTE.wheat[1], PALETTE.wheat[2]],
    [PALETTE.forest[1], PALETTE.forest[2]],
    ['#f3e2d2', PALETTE.earth[0]],
    [PALETTE.sky[0], PALETTE.sky[2]],
  ];
  const [bg1, bg2] = backgrounds[Math.floor(rnd() * backgrounds.length)]!;
  const initials = esc(initialsOf(name));
  const back = backdrop
    ? sceneSvg({ width: 800, height: 800, subject: backdrop, seed: seed + 7, time: 'sunrise' })
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>$/, '')
        .replace(/id="(sky|glow|ground)"/g, 'id="p$1"')
        .replace(/url\(#(sky|glow|ground)\)/g, 'url(#p$1)')
    : `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
       <rect width="800" height="800" fill="url(#bg)"/>
       <circle cx="400" cy="360" r="270" fill="#ffffff" opacity="0.35"/>
       <path d="M0 640 Q200 600 400 630 T800 610 L800 800 L0 800 Z" fill="${PALETTE.forest[3]}" opacity="0.35"/>`;
  const head = `<ellipse cx="400" cy="330" rx="92" ry="108" fill="${skin}"/>`;
  const neck = `<rect x="368" y="410" width="64" height="60" rx="20" fill="${skin}"/>`;
  const shoulders = `<path d="M180 800 Q190 520 400 480 Q610 520 620 800 Z" fill="${clothing}"/>
    <path d="M340 486 Q400 540 460 486" stroke="${PALETTE.wheat[0]}" stroke-width="10" fill="none" opacity="0.6"/>`;
  const face = `<circle cx="366" cy="330" r="8" fill="#2a1c12"/><circle cx="434" cy="330" r="8" fill="#2a1c12"/>
    <path d="M370 382 Q400 402 430 382" stroke="#5a3424" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  let cover: string;
  if (headwear === 'hijab') {
    cover = `<path d="M290 350 Q280 200 400 196 Q520 200 510 350 Q520 470 600 540 Q400 600 200 540 Q280 470 290 350 Z" fill="${PALETTE.earth[1]}"/>
      <ellipse cx="400" cy="340" rx="80" ry="96" fill="${skin}"/>`;
  } else if (headwear === 'cap') {
    cover = `<path d="M310 300 Q310 216 400 214 Q490 216 490 300 Z" fill="#fbf7ef"/><path d="M310 300 L490 300" stroke="#e4dccb" stroke-width="6"/>`;
  } else if (headwear === 'turban') {
    cover = `<path d="M300 300 Q300 200 400 198 Q500 200 500 300 Q400 270 300 300 Z" fill="${PALETTE.wheat[3]}"/><path d="M310 270 Q400 220 490 270" stroke="${PALETTE.wheat[5]}" stroke-width="6" fill="none"/>`;
  } else {
    cover = `<path d="M306 320 Q300 212 400 210 Q500 212 494 320 Q470 250 400 252 Q330 250 306 320 Z" fill="${hair}"/>`;
  }
  const chair = wheelchair
    ? `<g opacity="0.95"><circle cx="250" cy="700" r="120" fill="none" stroke="#3b3f44" stroke-width="18"/><circle cx="250" cy="700" r="14" fill="#3b3f44"/>
       <path d="M250 700 L250 580 M250 700 L370 700 M250 700 L165 615 M250 700 L335 785" stroke="#6b7177" stroke-width="5"/></g>`
    : '';
  const badge = `<g transform="translate(${650} ${130})"><circle r="78" fill="${PALETTE.forest[7]}"/><circle r="70" fill="none" stroke="${PALETTE.wheat[3]}" stroke-width="4"/>
    <text y="22" text-anchor="middle" font-family="DejaVu Serif, Georgia, 'Times New Roman', serif" font-size="64" font-weight="700" fill="${PALETTE.wheat[1]}">${initials}</text></g>`;
  const person = headwear === 'hijab' ? cover : head + cover;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">${back}${shoulders}${neck}${person}${face}${chair}${badge}</svg>`;
}
