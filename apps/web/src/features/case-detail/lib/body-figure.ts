/**
 * The body figures of the BMI view as primitives (spheres and capsules), in metres, feet on the ground at
 * y = 0, facing the viewer (+z). The 3D scene and the flat fallback draw the same parts, so both show the same
 * body: its height is the case's, its girth grows with the BMI.
 */

export type FigureSex = 'male' | 'female';
export type CaseSex = FigureSex | 'unknown';

export type Point = readonly [x: number, y: number, z: number];

export type BodyPart =
  | { kind: 'sphere'; name: string; center: Point; radius: number }
  | { kind: 'capsule'; name: string; from: Point; to: Point; radius: number };

export interface BodyShape {
  /** Metres. */
  height: number;
  /** Girth relative to a body of a healthy BMI (1). */
  girth: number;
}

const METRES_PER_INCH = 0.0254;
const POUNDS_PER_KILOGRAM = 2.20462262;
/** The BMI whose girth is 1: the middle of the normal range. */
const REFERENCE_BMI = 22;
const MIN_HEIGHT = 0.3;
const MAX_HEIGHT = 2.4;
const MIN_GIRTH = 0.7;
const MAX_GIRTH = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Male or female from the sex as imported ("M", "Male", "female"...); anything else is unknown. */
export function caseSexOf(sex: string | null): CaseSex {
  const word = sex?.trim().toLowerCase();
  if (word === 'm' || word === 'male') return 'male';
  if (word === 'f' || word === 'female') return 'female';
  return 'unknown';
}

/** BMI from pounds and inches, when the case has none of its own. */
export const bmiOf = (pounds: number, inches: number) =>
  pounds / POUNDS_PER_KILOGRAM / (inches * METRES_PER_INCH) ** 2;

/**
 * The shape of the case's body from its height (inches) and BMI; null without a usable height and BMI. Girth
 * follows the square root of the BMI ratio, as a body's cross-section grows with its mass at a fixed height.
 */
export function bodyShapeOf(heightInches: number | null, bmi: number | null): BodyShape | null {
  if (heightInches === null || bmi === null || !(heightInches > 0) || !(bmi > 0)) return null;
  return {
    height: clamp(heightInches * METRES_PER_INCH, MIN_HEIGHT, MAX_HEIGHT),
    girth: clamp(Math.sqrt(bmi / REFERENCE_BMI), MIN_GIRTH, MAX_GIRTH),
  };
}

/** Proportions of an adult as fractions of the height; females narrower at the shoulders, wider at the hips. */
const PROPORTIONS = {
  male: { head: 0.062, shoulder: 0.125, chest: 0.085, waist: 0.075, hip: 0.07, limb: 0.026, thigh: 0.04 },
  female: { head: 0.06, shoulder: 0.105, chest: 0.075, waist: 0.065, hip: 0.085, limb: 0.022, thigh: 0.043 },
} as const satisfies Record<FigureSex, Record<string, number>>;

/** The parts of one figure, centred on x = `offsetX`. */
export function bodyParts(sex: FigureSex, { height: h, girth: g }: BodyShape, offsetX = 0): BodyPart[] {
  const p = PROPORTIONS[sex];
  const at = (x: number, y: number): Point => [offsetX + x * h, y * h, 0];
  // Fat widens the trunk most, the limbs less and the shoulders' span hardly at all.
  const trunk = g;
  const limbs = Math.sqrt(g);
  const arm = p.limb * limbs;
  // Arms hang clear of the trunk, however wide it grows.
  const shoulderX = Math.max(p.shoulder * limbs, p.chest * trunk + arm * 0.6);
  const handX = Math.max(shoulderX + 0.03 * limbs, p.waist * trunk + arm);
  const hipX = (p.hip * trunk) / 1.6;
  const parts: BodyPart[] = [
    { kind: 'sphere', name: 'head', center: at(0, 0.93), radius: p.head * h },
    { kind: 'capsule', name: 'neck', from: at(0, 0.82), to: at(0, 0.88), radius: 0.022 * h * limbs },
    { kind: 'capsule', name: 'chest', from: at(0, 0.7), to: at(0, 0.76), radius: p.chest * trunk * h },
    { kind: 'capsule', name: 'waist', from: at(0, 0.56), to: at(0, 0.66), radius: p.waist * trunk * h },
    {
      kind: 'capsule',
      name: 'hips',
      from: at(-hipX, 0.5),
      to: at(hipX, 0.5),
      radius: 0.75 * p.hip * trunk * h,
    },
  ];
  for (const side of [-1, 1] as const) {
    const name = side < 0 ? 'right' : 'left';
    parts.push(
      {
        kind: 'capsule',
        name: `${name}Arm`,
        from: at(side * shoulderX, 0.8),
        to: at(side * handX, 0.44),
        radius: arm * h,
      },
      {
        kind: 'capsule',
        name: `${name}Leg`,
        from: at(side * hipX, 0.46),
        to: at(side * hipX * 0.8, 0.04),
        radius: p.thigh * limbs * h,
      },
    );
  }
  return parts;
}

export interface PlacedFigure {
  sex: FigureSex;
  /** Where the figure stands: the x of its vertical axis. */
  centerX: number;
  parts: BodyPart[];
}

export interface FigureScene {
  /** The male figure on the left, the female on the right, side by side with a gap. */
  figures: PlacedFigure[];
  /** Metres from the floor to the top of the frame: at least a tall adult's, so a small body looks small. */
  frameHeight: number;
  /** Metres across both figures. */
  frameWidth: number;
}

/** The least frame height: short bodies are drawn in a frame where a tall adult would fit. */
const MIN_FRAME_HEIGHT = 2;
const GAP = 0.12;

const halfWidthOf = (parts: readonly BodyPart[]) =>
  Math.max(
    ...parts.map((part) =>
      part.kind === 'sphere'
        ? Math.abs(part.center[0]) + part.radius
        : Math.max(Math.abs(part.from[0]), Math.abs(part.to[0])) + part.radius,
    ),
  );

/** Both figures of the case's shape, centred on x = 0 together. */
export function figureScene(shape: BodyShape): FigureScene {
  const halfWidth = Math.max(halfWidthOf(bodyParts('male', shape)), halfWidthOf(bodyParts('female', shape)));
  const offset = halfWidth + GAP / 2;
  return {
    figures: [
      { sex: 'male', centerX: -offset, parts: bodyParts('male', shape, -offset) },
      { sex: 'female', centerX: offset, parts: bodyParts('female', shape, offset) },
    ],
    frameHeight: Math.max(MIN_FRAME_HEIGHT, shape.height * 1.08),
    frameWidth: 4 * halfWidth + GAP,
  };
}
