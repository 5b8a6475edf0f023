import { describe, expect, it } from 'vitest';
import { bmiStatusOf, bodyMassIndex } from './bmi.js';

describe('bmiStatusOf', () => {
  it.each<[number, string]>([
    [12, 'Underweight'],
    [18.49, 'Underweight'],
    [18.5, 'Normal'],
    [24.99, 'Normal'],
    [25, 'Overweight'],
    [29.99, 'Overweight'],
    [30, 'Obese'],
    [55, 'Obese'],
  ])('%d -> %s', (bmi, status) => {
    expect(bmiStatusOf(bmi)).toBe(status);
  });
});

describe('bodyMassIndex', () => {
  it('computes BMI from inches and pounds', () => {
    expect(bodyMassIndex(70, 165, 45)).toEqual({ bmi: 23.7, bmiStatus: 'Normal', validBMI: true });
    expect(bodyMassIndex(65, 220, 45)).toEqual({ bmi: 36.6, bmiStatus: 'Obese', validBMI: true });
    expect(bodyMassIndex(72, 110, null)).toEqual({ bmi: 14.9, bmiStatus: 'Underweight', validBMI: true });
  });

  it('categorises the BMI as shown, one decimal', () => {
    // 703 × 173.97 / 70² = 24.959…, shown as 25.0
    expect(bodyMassIndex(70, 173.97, 30)).toEqual({ bmi: 25, bmiStatus: 'Overweight', validBMI: true });
    // 703 × 128.9 / 70² = 18.493…, shown as 18.5
    expect(bodyMassIndex(70, 128.9, 30)).toEqual({ bmi: 18.5, bmiStatus: 'Normal', validBMI: true });
    expect(bodyMassIndex(70, 128.8, 30)).toEqual({ bmi: 18.5, bmiStatus: 'Normal', validBMI: true });
    expect(bodyMassIndex(70, 128.5, 30).bmiStatus).toBe('Underweight');
  });

  it('is missing without a positive height and weight', () => {
    const missing = { bmi: null, bmiStatus: null, validBMI: false };
    expect(bodyMassIndex(null, 165, 45)).toEqual(missing);
    expect(bodyMassIndex(70, undefined, 45)).toEqual(missing);
    expect(bodyMassIndex(0, 165, 45)).toEqual(missing);
    expect(bodyMassIndex(70, -5, 45)).toEqual(missing);
  });

  it('flags a BMI no body has', () => {
    expect(bodyMassIndex(70, 1650, 45)).toEqual({ bmi: 236.7, bmiStatus: null, validBMI: false });
    expect(bodyMassIndex(178, 165, 45)).toEqual({ bmi: 3.7, bmiStatus: null, validBMI: false });
  });

  it('gives no adult status to a child', () => {
    expect(bodyMassIndex(60, 150, 14)).toEqual({ bmi: 29.3, bmiStatus: null, validBMI: true });
    expect(bodyMassIndex(60, 150, 18).bmiStatus).toBe('Overweight');
  });
});
