// Artist portraits: one profile silhouette, dressed per artist (skin, hair, clothing, light).

import { Ctx } from './canvas.mjs';
import { shade } from './color.mjs';
import { hash, rng } from './random.mjs';
import { f } from './svg.mjs';

export const PROFILE = [
  'M350,720 C345,680 340,640 330,610',
  'C300,580 285,520 288,470',
  'C290,380 340,300 420,292',
  'C480,288 520,320 530,370',
  'C536,400 534,420 538,436',
  'C540,446 536,452 533,458',
  'C540,478 552,498 562,514',
  'C567,522 563,530 552,530',
  'C546,531 544,536 546,542',
  'C550,548 549,554 543,557',
  'C547,561 546,569 540,574',
  'C534,579 530,584 532,592',
  'C536,606 532,622 518,630',
  'C496,642 470,640 458,640',
  'C452,668 456,700 462,724 Z',
].join(' ');

export function portrait(name, a) {
  const W = 800;
  const H = 1000;
  const c = new Ctx(W, H, hash(name));
  let s = '';
  // background: tone + soft window light from the right
  s += `<rect width="${W}" height="${H}" fill="${c.lin(
    [
      [0, a.bg[0]],
      [1, a.bg[1]],
    ],
    0,
    0,
    W * 0.4,
    H,
  )}"/>`;
  s += `<rect width="${W}" height="${H}" fill="${c.rad(
    [
      [0, a.bgLight, 0.75],
      [1, a.bgLight, 0],
    ],
    W * 0.78,
    H * 0.32,
    W * 0.75,
  )}"/>`;
  // out-of-focus studio shapes
  for (const [x, y, w, h, col, op] of a.bokeh)
    s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="${col}" opacity="${op}" filter="${c.blur(28)}"/>`;
  // cast shadow of the figure on the wall
  s += `<g transform="translate(-70 26)" opacity="0.28" filter="${c.blur(30)}" fill="${a.bgShadow}"><path d="${PROFILE}"/>${a.hairBack ? `<path d="${a.hairBack}"/>` : ''}<path d="M40,1000 C50,860 140,780 260,752 C320,738 350,720 370,700 L470,700 C490,740 560,760 630,782 C720,810 760,890 770,1000 Z"/></g>`;
  // long hair behind
  const hairFill = c.lin(
    [
      [0, shade(a.hair, -0.35)],
      [0.55, a.hair],
      [0.8, a.hairHi],
      [1, a.hair],
    ],
    260,
    0,
    560,
    0,
  );
  if (a.hairBack && !a.hairBackOver) s += `<path d="${a.hairBack}" fill="${hairFill}"/>`;
  // neck
  const skinFill = c.lin(
    [
      [0, shade(a.skin, -0.32)],
      [0.45, shade(a.skin, -0.1)],
      [0.8, a.skin],
      [1, shade(a.skinHi, 0.05)],
    ],
    290,
    0,
    565,
    0,
  );
  s += `<path d="M345,600 L470,600 C468,650 472,700 482,760 L340,770 C348,720 350,660 345,600 Z" fill="${skinFill}"/>`;
  s += `<path d="M345,600 L470,600 L470,680 C430,660 380,650 345,660 Z" fill="${shade(a.skin, -0.45)}" opacity="0.45" filter="${c.blur(12)}"/>`;
  // body / clothing
  const body =
    'M40,1000 C50,860 140,780 260,752 C320,738 350,722 372,704 C400,722 440,726 466,706 C490,740 560,760 630,782 C720,810 760,890 770,1000 Z';
  const clothFill = c.lin(
    [
      [0, shade(a.cloth, -0.35)],
      [0.55, a.cloth],
      [0.85, shade(a.cloth, 0.12)],
      [1, shade(a.cloth, 0.04)],
    ],
    40,
    0,
    770,
    0,
  );
  let cloth = `<path d="${body}" fill="${clothFill}"/>`;
  cloth += `<path d="${body}" fill="${c.lin(
    [
      [0, '#000', 0],
      [1, '#000', 0.35],
    ],
    0,
    780,
    0,
    1000,
  )}"/>`;
  // folds
  cloth += `<path d="M250,780 C300,850 320,930 310,1000" stroke="${shade(a.cloth, -0.4)}" stroke-width="16" fill="none" opacity="0.3" filter="${c.blur(10)}"/>`;
  cloth += `<path d="M600,800 C590,860 600,930 640,1000" stroke="${shade(a.cloth, 0.3)}" stroke-width="18" fill="none" opacity="0.25" filter="${c.blur(12)}"/>`;
  if (a.clothTex) cloth = `<g filter="${c.tex('cloth-' + name, a.clothTex)}">${cloth}</g>`;
  s += cloth;
  if (a.hairBack && a.hairBackOver) {
    let hb = `<path d="${a.hairBack}" fill="${hairFill}"/>`;
    if (a.hairTex) hb = `<g filter="${c.tex('hairb-' + name, a.hairTex)}">${hb}</g>`;
    s += hb;
  }
  if (a.collar && !a.collarOver) s += a.collar(c);
  // head
  s += `<path d="${PROFILE}" fill="${skinFill}"/>`;
  const headClip = c.clip(`<path d="${PROFILE}"/>`);
  s += `<g clip-path="${headClip}">`;
  s += `<ellipse cx="500" cy="470" rx="70" ry="90" fill="${a.skinHi}" opacity="0.35" filter="${c.blur(30)}"/>`;
  s += `<ellipse cx="525" cy="395" rx="22" ry="40" fill="${a.skinHi}" opacity="0.35" filter="${c.blur(14)}"/>`;
  s += `<ellipse cx="490" cy="560" rx="40" ry="30" fill="${shade(a.skin, 0.1)}" opacity="0.25" filter="${c.blur(14)}"/>`;
  // cheek/eye socket & under-jaw shading
  s += `<ellipse cx="500" cy="452" rx="22" ry="12" fill="${shade(a.skin, -0.4)}" opacity="0.35" filter="${c.blur(7)}"/>`;
  s += `<path d="M330,640 C400,650 460,650 520,630" stroke="${shade(a.skin, -0.5)}" stroke-width="26" fill="none" opacity="0.35" filter="${c.blur(10)}"/>`;
  // rim light on the face edge
  s += `<g clip-path="${c.clip('<rect x="470" y="300" width="200" height="360"/>')}"><path d="${PROFILE}" fill="none" stroke="${a.rim}" stroke-width="10" opacity="0.55" filter="${c.blur(4)}"/></g>`;
  s += `</g>`;
  // lips & brow hints
  s += `<path d="M543,557 C536,557 530,556 526,553" stroke="${shade(a.skin, -0.45)}" stroke-width="2.2" fill="none" opacity="0.6"/>`;
  s += `<path d="M528,452 C520,448 512,449 506,452" stroke="${shade(a.skin, -0.55)}" stroke-width="2.4" fill="none" opacity="0.55"/>`;
  // ear
  if (a.ear !== false) {
    s += `<path d="M378,452 C398,438 420,450 418,480 C417,505 404,520 392,528 C380,532 372,520 378,505 C372,490 370,470 378,452 Z" fill="${shade(a.skin, -0.15)}"/>`;
    s += `<path d="M390,465 C404,460 410,475 405,492 C400,505 392,505 392,496" stroke="${shade(a.skin, -0.45)}" stroke-width="4" fill="none" opacity="0.6"/>`;
  }
  if (a.earring) s += a.earring(c);
  // hair
  const hairFill2 = c.lin(
    [
      [0, shade(a.hair, -0.3)],
      [0.6, a.hair],
      [0.85, a.hairHi],
      [1, a.hair],
    ],
    280,
    300,
    540,
    380,
  );
  if (a.hairFront) {
    let hs = `<path d="${a.hairFront}" fill="${hairFill2}"/>`;
    if (a.hairTex) hs = `<g filter="${c.tex('hair-' + name, a.hairTex)}">${hs}</g>`;
    s += hs;
  }
  if (a.beard) s += `<path d="${a.beard}" fill="${a.hair}" opacity="0.6" filter="${c.blur(2)}"/>`;
  if (a.extra) s += a.extra(c);
  if (a.collar && a.collarOver) s += a.collar(c);
  return c.finish(s, { grain: 0.1, vignette: 0.3 });
}

// Hair cap following the skull with a little volume; the hairline passes in front of the ear.
export const CAP =
  'M532,376 C532,312 482,274 420,276 C330,280 272,368 274,470 C276,532 298,584 326,616 L352,608 C360,566 366,528 376,504 C370,474 380,446 402,440 C426,436 442,452 448,480 L454,502 C458,470 462,424 478,400 C494,384 514,378 532,376 Z';
export function curlsPath(seed) {
  const R = rng(seed);
  let d = '';
  for (let i = 0; i < 64; i++) {
    const th = ((126 + (i / 63) * 186 + (R() - 0.5) * 8) * Math.PI) / 180;
    const rr = 1 + (R() - 0.5) * 0.12;
    const cx = 392 + 162 * rr * Math.cos(th);
    const cy = 436 + 176 * rr * Math.sin(th);
    const r = 32 + R() * 14;
    d += `M${f(cx - r)},${f(cy)} a${f(r)},${f(r)} 0 1,0 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1,0 ${f(-2 * r)},0 `;
  }
  // fill the interior of the cloud (separate subpath list so winding never cuts holes)
  d +=
    '|M236,450 C236,320 315,250 420,250 C490,262 530,300 536,372 C514,378 494,386 480,402 C462,424 458,470 454,502 L448,480 C442,452 426,436 402,440 C380,446 370,474 376,504 C366,528 362,566 356,612 C300,600 250,540 250,450 Z';
  return d;
}
