/**
 * Furniture silhouettes drawn as SVG, for the generated catalogue images:
 * a coloured front view (SHOWCASE), line drawings with dimension arrows
 * (DIMENSIONS, front and side), swatches, category headers and room scenes.
 * Product drawings use a 1200 x 900 canvas with the floor at y = 720.
 */

export const DRAWINGS = [
  'sofa',
  'sectional',
  'loveseat',
  'lounge-chair',
  'accent-chair',
  'ottoman',
  'coffee-table',
  'end-table',
  'console-table',
  'media-unit',
  'bookcase',
  'dining-table',
  'round-table',
  'dining-chair',
  'stool',
  'sideboard',
  'bench',
  'bed',
  'bed-upholstered',
  'nightstand',
  'dresser',
  'desk',
  'office-chair',
  'rug',
] as const;
export type Drawing = (typeof DRAWINGS)[number];

export const CANVAS = { width: 1200, height: 900 } as const;
const FLOOR = 720;
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
const BACKGROUND = '#f4f1ec';
const FLOOR_COLOUR = '#e9e3d8';
const INK = '#2f2f2f';

/** Colours of one variant: the main material and the legs or frame. */
export interface Paint {
  main: string;
  leg: string;
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: [number, number, number]): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.max(0, Math.min(255, Math.round(channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const [red, green, blue] = parseHex(hex);
  return toHex([
    red + (target - red) * weight,
    green + (target - green) * weight,
    blue + (target - blue) * weight,
  ]);
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;

const poly = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}"/>`;

const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A tapered leg from (x, top) to the floor. */
const leg = (x: number, top: number, width: number, fill: string, splay = 0) =>
  poly(
    [
      [x, top],
      [x + width, top],
      [x + width * 0.75 + splay, FLOOR],
      [x + width * 0.25 + splay, FLOOR],
    ],
    fill,
  );

const shadow = (cx: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${FLOOR + 4}" rx="${rx}" ry="16" fill="#000" fill-opacity="0.08" stroke="none"/>`;

interface Figure {
  /** Front view in the variant's colours. */
  draw(paint: Paint): string;
  /** Horizontal extent and top of the front view, for dimension arrows. */
  box: { left: number; right: number; top: number };
  /** Side profile family for the side line drawing. */
  side: 'seating' | 'chair' | 'table' | 'storage' | 'bed' | 'rug';
}

function sofaFigure(width: number, cushions: number, chaise = false): Figure {
  const left = 600 - width / 2;
  const right = 600 + width / 2;
  return {
    box: { left, right, top: 300 },
    side: 'seating',
    draw({ main, leg: legColour }) {
      const dark = shade(main, -0.18);
      const light = shade(main, 0.12);
      const inner = width - 220;
      const cushionWidth = inner / cushions;
      const parts = [shadow(600, width / 2 + 30)];
      parts.push(leg(left + 40, 660, 22, legColour), leg(right - 62, 660, 22, legColour));
      parts.push(rect(left + 60, 300, width - 120, 250, dark, 40));
      for (let index = 0; index < cushions; index += 1) {
        const x = left + 110 + index * cushionWidth;
        parts.push(rect(x + 4, 330, cushionWidth - 8, 170, light, 36));
        parts.push(rect(x + 4, 480, cushionWidth - 8, 80, main, 22));
      }
      parts.push(rect(left + 20, 530, width - 40, 150, dark, 24));
      parts.push(rect(left, 410, 120, 270, main, 44), rect(right - 120, 410, 120, 270, main, 44));
      if (chaise) {
        parts.push(rect(right - 330, 590, 330, 120, dark, 18));
        parts.push(rect(right - 322, 560, 314, 60, light, 22));
        parts.push(leg(right - 300, 700, 18, legColour), leg(right - 40, 700, 18, legColour));
      }
      return parts.join('');
    },
  };
}

const FIGURES: Record<Drawing, Figure> = {
  sofa: sofaFigure(820, 3),
  loveseat: sofaFigure(600, 2),
  sectional: sofaFigure(960, 3, true),
  'lounge-chair': {
    box: { left: 360, right: 840, top: 290 },
    side: 'seating',
    draw({ main, leg: legColour }) {
      const dark = shade(main, -0.18);
      const light = shade(main, 0.12);
      return [
        shadow(600, 260),
        leg(400, 640, 22, legColour, -14),
        leg(778, 640, 22, legColour, 14),
        rect(390, 290, 420, 280, dark, 90),
        rect(430, 330, 340, 190, light, 60),
        rect(420, 470, 360, 90, main, 26),
        rect(370, 540, 460, 110, dark, 30),
        rect(360, 420, 90, 230, main, 44),
        rect(750, 420, 90, 230, main, 44),
      ].join('');
    },
  },
  'accent-chair': {
    box: { left: 440, right: 760, top: 250 },
    side: 'chair',
    draw({ main, leg: legColour }) {
      const dark = shade(main, -0.15);
      return [
        shadow(600, 190),
        leg(455, 580, 18, legColour, -20),
        leg(727, 580, 18, legColour, 20),
        leg(520, 580, 14, shade(legColour, -0.2), -6),
        leg(666, 580, 14, shade(legColour, -0.2), 6),
        rect(470, 250, 260, 300, main, 40),
        line(600, 290, 600, 510, dark, 3),
        rect(440, 520, 320, 70, dark, 22),
      ].join('');
    },
  },
  ottoman: {
    box: { left: 410, right: 790, top: 540 },
    side: 'storage',
    draw({ main, leg: legColour }) {
      const dark = shade(main, -0.15);
      return [
        shadow(600, 210),
        leg(440, 680, 16, legColour),
        leg(744, 680, 16, legColour),
        rect(410, 560, 380, 130, dark, 44),
        rect(420, 540, 360, 60, shade(main, 0.1), 30),
        line(440, 620, 760, 620, main, 3),
      ].join('');
    },
  },
  'coffee-table': {
    box: { left: 250, right: 950, top: 560 },
    side: 'table',
    draw({ main }) {
      const dark = shade(main, -0.22);
      return [
        shadow(600, 380),
        rect(290, 590, 28, 130, dark),
        rect(882, 590, 28, 130, dark),
        rect(300, 660, 600, 16, dark, 4),
        rect(250, 560, 700, 38, main, 6),
        line(262, 596, 938, 596, dark, 3),
      ].join('');
    },
  },
  'end-table': {
    box: { left: 470, right: 730, top: 470 },
    side: 'table',
    draw({ main }) {
      const dark = shade(main, -0.22);
      return [
        shadow(600, 150),
        rect(488, 500, 22, 220, dark),
        rect(690, 500, 22, 220, dark),
        rect(490, 630, 220, 16, dark, 3),
        rect(470, 470, 260, 34, main, 5),
      ].join('');
    },
  },
  'console-table': {
    box: { left: 290, right: 910, top: 400 },
    side: 'table',
    draw({ main }) {
      const dark = shade(main, -0.22);
      return [
        shadow(600, 330),
        rect(312, 430, 20, 290, dark),
        rect(868, 430, 20, 290, dark),
        rect(320, 650, 560, 16, dark, 3),
        rect(290, 400, 620, 32, main, 5),
        rect(320, 432, 560, 50, shade(main, -0.08)),
      ].join('');
    },
  },
  'media-unit': {
    box: { left: 200, right: 1000, top: 500 },
    side: 'storage',
    draw({ main }) {
      const dark = shade(main, -0.2);
      const parts = [shadow(600, 420), leg(240, 680, 20, dark), leg(940, 680, 20, dark)];
      parts.push(rect(200, 500, 800, 185, main, 6));
      for (let index = 0; index < 4; index += 1) {
        const x = 212 + index * 195;
        parts.push(rect(x, 512, 186, 161, shade(main, index % 2 === 0 ? -0.05 : 0.04), 3));
        parts.push(rect(x + 84, 580, 18, 6, dark, 3));
      }
      return parts.join('');
    },
  },
  bookcase: {
    box: { left: 400, right: 800, top: 150 },
    side: 'storage',
    draw({ main }) {
      const dark = shade(main, -0.25);
      const books = ['#8a5a44', '#3f5e6e', '#c9b37e', '#6d7b5a', '#a14a3b', '#3a3a48', '#d7c9ad'];
      const parts = [shadow(600, 230), rect(400, 150, 400, 570, main, 4)];
      for (let shelf = 0; shelf < 5; shelf += 1) {
        const y = 168 + shelf * 110;
        parts.push(rect(416, y, 368, 94, dark));
        let x = 424 + ((shelf * 37) % 60);
        let book = shelf;
        while (x < 700 - shelf * 12) {
          const width = 16 + ((book * 7) % 14);
          const height = 60 + ((book * 13) % 30);
          parts.push(
            rect(x, y + 94 - height, width, height, books[book % books.length] as string, 2),
          );
          x += width + 3;
          book += 1;
        }
      }
      return parts.join('');
    },
  },
  'dining-table': {
    box: { left: 210, right: 990, top: 450 },
    side: 'table',
    draw({ main }) {
      const dark = shade(main, -0.22);
      return [
        shadow(600, 420),
        rect(250, 480, 40, 240, dark, 4),
        rect(910, 480, 40, 240, dark, 4),
        rect(270, 480, 660, 40, shade(main, -0.08)),
        rect(210, 450, 780, 40, main, 6),
      ].join('');
    },
  },
  'round-table': {
    box: { left: 340, right: 860, top: 450 },
    side: 'table',
    draw({ main }) {
      const dark = shade(main, -0.22);
      return [
        shadow(600, 230),
        poly(
          [
            [560, 490],
            [640, 490],
            [660, 690],
            [540, 690],
          ],
          dark,
        ),
        rect(470, 690, 260, 30, dark, 10),
        rect(340, 450, 520, 44, main, 22),
      ].join('');
    },
  },
  'dining-chair': {
    box: { left: 460, right: 740, top: 220 },
    side: 'chair',
    draw({ main, leg: legColour }) {
      return [
        shadow(600, 170),
        leg(478, 500, 20, legColour, -8),
        leg(702, 500, 20, legColour, 8),
        rect(490, 240, 18, 260, legColour, 4),
        rect(692, 240, 18, 260, legColour, 4),
        rect(485, 220, 230, 200, main, 26),
        rect(460, 470, 280, 54, shade(main, -0.12), 18),
      ].join('');
    },
  },
  stool: {
    box: { left: 470, right: 730, top: 380 },
    side: 'chair',
    draw({ main, leg: legColour }) {
      return [
        shadow(600, 150),
        poly(
          [
            [520, 410],
            [540, 410],
            [498, 720],
            [478, 720],
          ],
          legColour,
        ),
        poly(
          [
            [660, 410],
            [680, 410],
            [722, 720],
            [702, 720],
          ],
          legColour,
        ),
        rect(500, 590, 200, 12, legColour, 6),
        rect(490, 380, 220, 40, main, 20),
      ].join('');
    },
  },
  sideboard: {
    box: { left: 230, right: 970, top: 420 },
    side: 'storage',
    draw({ main }) {
      const dark = shade(main, -0.22);
      const parts = [shadow(600, 390), leg(270, 650, 22, dark), leg(908, 650, 22, dark)];
      parts.push(rect(230, 420, 740, 240, main, 6));
      for (let index = 0; index < 4; index += 1) {
        const x = 244 + index * 181;
        parts.push(rect(x, 434, 172, 212, shade(main, index % 2 === 0 ? -0.06 : 0.03), 3));
        parts.push(rect(x + (index < 2 ? 150 : 10), 520, 8, 40, dark, 3));
      }
      return parts.join('');
    },
  },
  bench: {
    box: { left: 270, right: 930, top: 560 },
    side: 'chair',
    draw({ main, leg: legColour }) {
      return [
        shadow(600, 350),
        leg(300, 610, 26, legColour),
        leg(874, 610, 26, legColour),
        rect(310, 660, 580, 12, legColour, 4),
        rect(270, 560, 660, 60, main, 14),
      ].join('');
    },
  },
  bed: {
    box: { left: 200, right: 1000, top: 320 },
    side: 'bed',
    draw({ main }) {
      const dark = shade(main, -0.2);
      return [
        shadow(600, 430),
        rect(230, 320, 740, 360, main, 8),
        rect(250, 340, 700, 150, shade(main, 0.06), 4),
        rect(225, 500, 750, 90, '#fbfaf7', 16),
        rect(280, 470, 200, 60, '#ffffff', 24),
        rect(720, 470, 200, 60, '#ffffff', 24),
        rect(210, 540, 780, 110, '#e7e1d6', 20),
        rect(200, 640, 800, 50, dark, 6),
        rect(215, 690, 20, 30, dark),
        rect(965, 690, 20, 30, dark),
      ].join('');
    },
  },
  'bed-upholstered': {
    box: { left: 200, right: 1000, top: 250 },
    side: 'bed',
    draw({ main, leg: legColour }) {
      const dark = shade(main, -0.16);
      const parts = [shadow(600, 430), rect(230, 250, 740, 420, main, 36)];
      for (let x = 290; x < 960; x += 70) parts.push(line(x, 275, x, 470, dark, 4));
      parts.push(
        rect(225, 500, 750, 90, '#fbfaf7', 16),
        rect(280, 470, 200, 60, '#ffffff', 24),
        rect(720, 470, 200, 60, '#ffffff', 24),
        rect(210, 540, 780, 110, '#e7e1d6', 20),
        rect(200, 630, 800, 60, dark, 18),
        rect(220, 690, 18, 30, legColour),
        rect(962, 690, 18, 30, legColour),
      );
      return parts.join('');
    },
  },
  nightstand: {
    box: { left: 460, right: 740, top: 460 },
    side: 'storage',
    draw({ main }) {
      const dark = shade(main, -0.22);
      return [
        shadow(600, 160),
        leg(478, 670, 18, dark),
        leg(704, 670, 18, dark),
        rect(460, 460, 280, 215, main, 6),
        rect(474, 474, 252, 80, shade(main, -0.06), 3),
        rect(580, 508, 40, 10, dark, 4),
        rect(474, 566, 252, 96, shade(main, -0.14), 3),
      ].join('');
    },
  },
  dresser: {
    box: { left: 280, right: 920, top: 360 },
    side: 'storage',
    draw({ main }) {
      const dark = shade(main, -0.22);
      const parts = [shadow(600, 340), leg(305, 670, 22, dark), leg(873, 670, 22, dark)];
      parts.push(rect(280, 360, 640, 315, main, 6));
      for (let row = 0; row < 3; row += 1) {
        for (let column = 0; column < 2; column += 1) {
          const x = 294 + column * 310;
          const y = 374 + row * 98;
          parts.push(rect(x, y, 302, 88, shade(main, (row + column) % 2 === 0 ? -0.05 : 0.03), 3));
          parts.push(rect(x + 121, y + 38, 60, 10, dark, 5));
        }
      }
      return parts.join('');
    },
  },
  desk: {
    box: { left: 250, right: 950, top: 440 },
    side: 'table',
    draw({ main }) {
      const dark = shade(main, -0.22);
      return [
        shadow(600, 370),
        rect(280, 470, 26, 250, dark),
        rect(894, 470, 26, 250, dark),
        rect(640, 470, 254, 110, shade(main, -0.06), 3),
        rect(740, 516, 60, 10, dark, 5),
        rect(250, 440, 700, 34, main, 5),
      ].join('');
    },
  },
  'office-chair': {
    box: { left: 440, right: 760, top: 190 },
    side: 'chair',
    draw({ main }) {
      const dark = shade(main, -0.2);
      const metal = '#3b3b3e';
      return [
        shadow(600, 180),
        line(600, 640, 450, 690, metal, 14),
        line(600, 640, 750, 690, metal, 14),
        line(600, 640, 540, 700, metal, 14),
        line(600, 640, 660, 700, metal, 14),
        `<circle cx="450" cy="700" r="16" fill="${metal}"/><circle cx="750" cy="700" r="16" fill="${metal}"/><circle cx="540" cy="706" r="14" fill="${metal}"/><circle cx="660" cy="706" r="14" fill="${metal}"/>`,
        rect(588, 520, 24, 130, '#8d8d91', 6),
        rect(500, 190, 200, 270, main, 50),
        rect(520, 230, 160, 150, shade(main, 0.08), 36),
        rect(440, 420, 30, 110, metal, 10),
        rect(730, 420, 30, 110, metal, 10),
        rect(460, 470, 280, 66, dark, 26),
      ].join('');
    },
  },
  rug: {
    box: { left: 250, right: 950, top: 180 },
    side: 'rug',
    draw({ main }) {
      const dark = shade(main, -0.2);
      const light = shade(main, 0.3);
      const parts = [rect(250, 180, 700, 520, main, 4)];
      parts.push(
        `<rect x="280" y="210" width="640" height="460" fill="none" stroke="${light}" stroke-width="14"/>`,
      );
      for (let index = 0; index < 5; index += 1) {
        const cx = 360 + index * 120;
        parts.push(
          poly(
            [
              [cx, 330],
              [cx + 50, 440],
              [cx, 550],
              [cx - 50, 440],
            ],
            index % 2 === 0 ? dark : light,
          ),
        );
      }
      for (let x = 256; x < 950; x += 14) {
        parts.push(line(x, 170, x, 180, light, 3), line(x, 700, x, 712, light, 3));
      }
      return parts.join('');
    },
  },
};

// ---------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The coloured product picture (SHOWCASE). */
export function productSvg(drawing: Drawing, paint: Paint): string {
  const figure = FIGURES[drawing];
  return svgDocument(
    CANVAS.width,
    CANVAS.height,
    rect(0, 0, CANVAS.width, CANVAS.height, BACKGROUND) +
      rect(0, FLOOR, CANVAS.width, CANVAS.height - FLOOR, FLOOR_COLOUR) +
      figure.draw(paint),
  );
}

export interface DimensionLabels {
  width: string;
  height: string;
  depth: string;
}

function arrow(x1: number, y1: number, x2: number, y2: number, label: string, vertical: boolean) {
  const head = 14;
  const heads = vertical
    ? poly(
        [
          [x1, y1],
          [x1 - head / 2, y1 + head],
          [x1 + head / 2, y1 + head],
        ],
        INK,
      ) +
      poly(
        [
          [x2, y2],
          [x2 - head / 2, y2 - head],
          [x2 + head / 2, y2 - head],
        ],
        INK,
      )
    : poly(
        [
          [x1, y1],
          [x1 + head, y1 - head / 2],
          [x1 + head, y1 + head / 2],
        ],
        INK,
      ) +
      poly(
        [
          [x2, y2],
          [x2 - head, y2 - head / 2],
          [x2 - head, y2 + head / 2],
        ],
        INK,
      );
  const text = vertical
    ? `<text x="${x1 + 36}" y="${(y1 + y2) / 2}" font-size="30" text-anchor="middle" transform="rotate(-90 ${x1 + 36} ${(y1 + y2) / 2})" fill="${INK}" ${FONT}>${escapeXml(label)}</text>`
    : `<text x="${(x1 + x2) / 2}" y="${y1 + 46}" font-size="30" text-anchor="middle" fill="${INK}" ${FONT}>${escapeXml(label)}</text>`;
  return line(x1, y1, x2, y2, INK, 3) + heads + text;
}

const OUTLINE_PAINT: Paint = { main: '#ffffff', leg: '#ffffff' };

/** Front line drawing with width and height arrows (DIMENSIONS image, drawing front). */
export function dimensionFrontSvg(drawing: Drawing, labels: DimensionLabels): string {
  const figure = FIGURES[drawing];
  const { left, right, top } = figure.box;
  const body =
    rect(0, 0, CANVAS.width, CANVAS.height, '#ffffff') +
    `<g stroke="${INK}" stroke-width="3" stroke-linejoin="round">${figure.draw(OUTLINE_PAINT)}</g>` +
    line(60, FLOOR, 1140, FLOOR, '#b9b9b9', 2) +
    line(left, FLOOR + 20, left, FLOOR + 70, '#9a9a9a', 2) +
    line(right, FLOOR + 20, right, FLOOR + 70, '#9a9a9a', 2) +
    arrow(left, FLOOR + 50, right, FLOOR + 50, labels.width, false) +
    line(right + 20, top, right + 70, top, '#9a9a9a', 2) +
    arrow(right + 50, top, right + 50, FLOOR, labels.height, true);
  return svgDocument(CANVAS.width, CANVAS.height, body);
}

interface SideProfile {
  shape: string;
  top: number;
  left: number;
  right: number;
}

function sideProfile(side: Figure['side']): SideProfile {
  const white = '#ffffff';
  switch (side) {
    case 'seating':
      return {
        top: 300,
        left: 420,
        right: 800,
        shape:
          rect(420, 300, 110, 380, white, 30) +
          rect(420, 520, 380, 160, white, 24) +
          rect(520, 470, 270, 80, white, 20) +
          rect(440, 680, 18, 40, white) +
          rect(770, 680, 18, 40, white),
      };
    case 'chair':
      return {
        top: 240,
        left: 480,
        right: 740,
        shape:
          rect(480, 240, 40, 280, white, 12) +
          rect(480, 490, 260, 50, white, 14) +
          rect(490, 540, 18, 180, white) +
          rect(712, 540, 18, 180, white),
      };
    case 'table':
      return {
        top: 460,
        left: 420,
        right: 780,
        shape:
          rect(420, 460, 360, 36, white, 4) +
          rect(440, 496, 26, 224, white) +
          rect(734, 496, 26, 224, white),
      };
    case 'storage':
      return {
        top: 420,
        left: 460,
        right: 740,
        shape:
          rect(460, 420, 280, 260, white, 6) +
          rect(476, 680, 18, 40, white) +
          rect(706, 680, 18, 40, white),
      };
    case 'bed':
      return {
        top: 300,
        left: 300,
        right: 910,
        shape:
          rect(300, 300, 40, 380, white, 8) +
          rect(340, 520, 560, 80, white, 14) +
          rect(330, 600, 580, 80, white, 8) +
          rect(340, 680, 18, 40, white) +
          rect(880, 680, 18, 40, white),
      };
    case 'rug':
      return { top: 690, left: 300, right: 900, shape: rect(300, 690, 600, 30, white, 4) };
  }
}

/** Side line drawing with depth and height arrows (drawing side). */
export function dimensionSideSvg(drawing: Drawing, labels: DimensionLabels): string {
  const { shape, top, left, right } = sideProfile(FIGURES[drawing].side);
  const body =
    rect(0, 0, CANVAS.width, CANVAS.height, '#ffffff') +
    `<g stroke="${INK}" stroke-width="3" stroke-linejoin="round">${shape}</g>` +
    line(60, FLOOR, 1140, FLOOR, '#b9b9b9', 2) +
    arrow(left, FLOOR + 50, right, FLOOR + 50, labels.depth, false) +
    arrow(right + 80, top, right + 80, FLOOR, labels.height, true);
  return svgDocument(CANVAS.width, CANVAS.height, body);
}

/** A fabric or finish swatch: the colour with a fine woven or grain texture. */
export function swatchSvg(colour: string, texture: 'weave' | 'grain' | 'loop'): string {
  const size = 512;
  const dark = shade(colour, -0.12);
  const light = shade(colour, 0.1);
  const parts = [rect(0, 0, size, size, colour)];
  if (texture === 'weave') {
    for (let offset = 0; offset < size; offset += 16) {
      parts.push(
        line(offset, 0, offset, size, dark, 3),
        line(0, offset + 8, size, offset + 8, light, 3),
      );
    }
  } else if (texture === 'grain') {
    for (let row = 0; row < 22; row += 1) {
      const y = 12 + row * 23;
      const wave = (row % 3) * 6;
      parts.push(
        `<path d="M0 ${y} C ${size / 3} ${y - 10 - wave}, ${(2 * size) / 3} ${y + 10 + wave}, ${size} ${y}" stroke="${row % 2 === 0 ? dark : light}" stroke-width="4" fill="none"/>`,
      );
    }
  } else {
    for (let y = 16; y < size; y += 32) {
      for (let x = 16 + ((y / 32) % 2) * 16; x < size; x += 32) {
        parts.push(
          `<circle cx="${x}" cy="${y}" r="9" fill="none" stroke="${light}" stroke-width="4"/>`,
        );
      }
    }
  }
  return svgDocument(size, size, parts.join(''));
}

/** A category header banner (3:1): the category's silhouette on a soft backdrop. */
export function headerSvg(drawing: Drawing, paint: Paint, backdrop: string): string {
  const width = 1200;
  const height = 400;
  const scale = 0.5;
  const body =
    rect(0, 0, width, height, backdrop) +
    rect(0, 330, width, 70, shade(backdrop, -0.06)) +
    `<circle cx="1040" cy="110" r="150" fill="${shade(backdrop, 0.18)}"/>` +
    `<g transform="translate(${width / 2 - (CANVAS.width * scale) / 2} ${330 - FLOOR * scale}) scale(${scale})">${FIGURES[drawing].draw(paint)}</g>`;
  return svgDocument(width, height, body);
}

/** A square room scene for the social gallery: wall, window, floor, plant and furniture. */
export function roomSvg(
  pieces: { drawing: Drawing; paint: Paint; x: number; scale: number; floorY?: number }[],
  wall: string,
): string {
  const size = 1200;
  const floor = 860;
  const parts = [
    rect(0, 0, size, size, wall),
    rect(0, floor, size, size - floor, '#d9c8ad'),
    poly(
      [
        [230, 900],
        [990, 900],
        [1100, 1130],
        [120, 1130],
      ],
      '#c9bca6',
    ),
    rect(780, 170, 300, 380, '#eef4f6', 6),
    `<rect x="780" y="170" width="300" height="380" fill="none" stroke="#ffffff" stroke-width="14"/>`,
    line(930, 170, 930, 550, '#ffffff', 10),
    rect(90, 760, 90, 100, '#b06b4a', 10),
    `<ellipse cx="135" cy="700" rx="80" ry="110" fill="#5f7d55"/>`,
    `<ellipse cx="105" cy="640" rx="40" ry="80" fill="#6f8f63"/>`,
  ];
  for (const piece of pieces) {
    const offsetY = (piece.floorY ?? floor) - FLOOR * piece.scale;
    parts.push(
      `<g transform="translate(${piece.x} ${offsetY}) scale(${piece.scale})">${FIGURES[piece.drawing].draw(piece.paint)}</g>`,
    );
  }
  return svgDocument(size, size, parts.join(''));
}
