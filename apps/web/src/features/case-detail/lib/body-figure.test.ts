import { describe, expect, it } from 'vitest';
import { bmiOf, bodyParts, bodyShapeOf, caseSexOf, figureScene, type BodyPart } from './body-figure';

const top = (parts: BodyPart[]) =>
  Math.max(...parts.map((part) => (part.kind === 'sphere' ? part.center[1] + part.radius : 0)));
const widthOf = (parts: BodyPart[], name: string) => parts.find((part) => part.name === name)!.radius;

describe('body figure', () => {
  it('reads the sex as imported', () => {
    expect(caseSexOf('M')).toBe('male');
    expect(caseSexOf(' Female ')).toBe('female');
    expect(caseSexOf('U')).toBe('unknown');
    expect(caseSexOf(null)).toBe('unknown');
  });

  it('computes the BMI from pounds and inches', () => {
    expect(bmiOf(150, 65)).toBeCloseTo(24.96, 1);
  });

  it('needs a height and a BMI', () => {
    expect(bodyShapeOf(null, 22)).toBeNull();
    expect(bodyShapeOf(65, null)).toBeNull();
    expect(bodyShapeOf(0, 22)).toBeNull();
  });

  it('stands as tall as the case, and a higher BMI makes a wider trunk', () => {
    const normal = bodyShapeOf(69, 22)!;
    expect(normal.height).toBeCloseTo(1.753, 3);
    expect(normal.girth).toBe(1);
    expect(top(bodyParts('male', normal))).toBeCloseTo(1.74, 1);

    const obese = bodyShapeOf(69, 40)!;
    expect(widthOf(bodyParts('male', obese), 'waist')).toBeGreaterThan(
      widthOf(bodyParts('male', normal), 'waist'),
    );
    expect(top(bodyParts('male', obese))).toBeCloseTo(top(bodyParts('male', normal)));
  });

  it('puts the figures side by side without overlap, in a frame a tall adult fits', () => {
    const scene = figureScene(bodyShapeOf(20, 16)!);
    const [male, female] = scene.figures;
    expect(male!.sex).toBe('male');
    expect(female!.sex).toBe('female');
    expect(male!.centerX).toBeLessThan(0);
    expect(female!.centerX).toBe(-male!.centerX);
    expect(scene.frameHeight).toBe(2);
  });
});
