import { textWidth } from './text-width.js';

/**
 * A deterministic word-cloud layout without a canvas: words are placed largest first along an elliptical
 * Archimedean spiral from the centre, each at the first position where its box is inside the canvas and
 * overlaps no box already placed. A word that finds no room is tried smaller, then left out.
 */

export interface WordCloudWord {
  text: string;
  weight: number;
}

export interface WordCloudLayoutOptions {
  width: number;
  height: number;
  minFontSize?: number;
  maxFontSize?: number;
  /** Space kept free around each word, in pixels. */
  padding?: number;
}

/** A placed word: its box (top-left corner, size) contains the text set centred at `fontSize`. */
export interface PlacedWord {
  text: string;
  weight: number;
  fontSize: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const LINE_HEIGHT = 1.2;
/** Estimated widths are widened by this much: browser fonts differ a little from Helvetica. */
const WIDTH_MARGIN = 1.06;
const SMALLEST_FONT_SIZE = 6;
const SHRINK = 0.8;
/** Scaling to fit never takes a word below this size; only a lack of room does. */
const READABLE_FONT_SIZE = 9;
/** Share of the canvas the words' boxes may cover together. */
const FILL = 0.5;
/** Distance between spiral turns and between tried positions, in pixels. */
const SPIRAL_SPACING = 3;

/** Font size by the square root of the word's share of the largest weight, so areas follow the counts. */
function wordFontSize(weight: number, highest: number, min: number, max: number) {
  if (highest <= 0) return min;
  const share = Math.sqrt(Math.min(1, Math.max(0, weight) / highest));
  return Math.round((min + (max - min) * share) * 2) / 2;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function boxOf(text: string, fontSize: number, padding: number) {
  return {
    width: Math.ceil(textWidth(text, fontSize) * WIDTH_MARGIN + 2 * padding),
    height: Math.ceil(fontSize * LINE_HEIGHT + 2 * padding),
  };
}

/** The first free position of a `width` x `height` box on the spiral, or null. */
function findPlace(
  size: { width: number; height: number },
  canvas: { width: number; height: number },
  placed: readonly Box[],
): Box | null {
  const { width, height } = size;
  if (width > canvas.width || height > canvas.height) return null;
  const centreX = canvas.width / 2;
  const centreY = canvas.height / 2;
  const aspect = canvas.width / canvas.height;
  const scaleX = Math.max(1, aspect);
  const scaleY = 1 / Math.min(1, aspect);
  const turnGrowth = SPIRAL_SPACING / (2 * Math.PI);
  // The spiral has covered the canvas once its ellipse passes the corners.
  const maxRadius = Math.hypot(centreX / scaleX, centreY / scaleY) + SPIRAL_SPACING;
  let angle = 0;
  for (;;) {
    const radius = turnGrowth * angle;
    if (radius > maxRadius) return null;
    const box = {
      x: Math.round(centreX + radius * Math.cos(angle) * scaleX - width / 2),
      y: Math.round(centreY + radius * Math.sin(angle) * scaleY - height / 2),
      width,
      height,
    };
    if (
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + width <= canvas.width &&
      box.y + height <= canvas.height &&
      !placed.some((other) => overlaps(box, other))
    ) {
      return box;
    }
    angle += Math.min(0.5, SPIRAL_SPACING / Math.max(radius, 1));
  }
}

/**
 * One factor for every font size, so that sizes keep the order of the counts: the words together fill about
 * FILL of the canvas, and the widest fits its width.
 */
function fitScale(
  words: readonly WordCloudWord[],
  sizes: readonly number[],
  canvas: { width: number; height: number },
  padding: number,
): number {
  let area = 0;
  let scale = 1;
  words.forEach((word, index) => {
    const box = boxOf(word.text, sizes[index] as number, padding);
    area += box.width * box.height;
    scale = Math.min(scale, (canvas.width - 2 * padding - 1) / (box.width - 2 * padding));
  });
  return Math.min(scale, Math.sqrt((FILL * canvas.width * canvas.height) / area));
}

export function layoutWordCloud(
  words: readonly WordCloudWord[],
  options: WordCloudLayoutOptions,
): PlacedWord[] {
  const canvas = { width: Math.floor(options.width), height: Math.floor(options.height) };
  const minFontSize = options.minFontSize ?? 11;
  const maxFontSize = Math.max(minFontSize, options.maxFontSize ?? Math.min(48, canvas.height / 5));
  const padding = options.padding ?? 2;
  const candidates = words
    .map((word) => ({ text: word.text.trim(), weight: Number.isFinite(word.weight) ? word.weight : 0 }))
    .filter((word) => word.text !== '')
    .sort((a, b) => b.weight - a.weight || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  if (candidates.length === 0 || canvas.width <= 0 || canvas.height <= 0) return [];
  const highest = (candidates[0] as WordCloudWord).weight;
  const sizes = candidates.map((word) => wordFontSize(word.weight, highest, minFontSize, maxFontSize));
  const scale = fitScale(candidates, sizes, canvas, padding);
  const placed: PlacedWord[] = [];
  candidates.forEach((word, index) => {
    const size = sizes[index] as number;
    let fontSize = Math.max(Math.min(READABLE_FONT_SIZE, size), Math.floor(size * scale * 2) / 2);
    while (fontSize >= SMALLEST_FONT_SIZE) {
      const box = findPlace(boxOf(word.text, fontSize, padding), canvas, placed);
      if (box) {
        placed.push({ text: word.text, weight: word.weight, fontSize, ...box });
        return;
      }
      fontSize = Math.floor(fontSize * SHRINK * 2) / 2;
    }
  });
  return placed;
}
