import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { createAppTheme } from '../../../app/theme/create-app-theme';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeMaximalCase, makeMinimalCase } from '../case-detail-test-fixtures';
import type { BmiFiguresProps } from './bmi-figures-2d';
import { BmiView } from './bmi-view';

const webGl = vi.hoisted(() => ({ available: false }));

// jsdom has neither a 2D canvas nor WebGL: the drawings are replaced by what they were asked to draw.
const describeFigures = ({ scene, colors }: BmiFiguresProps) =>
  JSON.stringify(Object.fromEntries(scene.figures.map((figure) => [figure.sex, colors[figure.sex]])));
const figureColors = (testId: string) =>
  JSON.parse(screen.getByTestId(testId).textContent!) as { male: string; female: string };
const ACCENT = createAppTheme('light').palette.primary.main;
vi.mock('../lib/webgl-support', () => ({ supportsWebGl: () => webGl.available }));
vi.mock('./bmi-figures-2d', () => ({
  BmiFigures2d: (props: BmiFiguresProps) => <div data-testid="figures-2d">{describeFigures(props)}</div>,
}));
vi.mock('./bmi-scene-3d', () => ({
  default: (props: BmiFiguresProps) => <div data-testid="figures-3d">{describeFigures(props)}</div>,
}));

describe('BmiView', () => {
  it('says the height and weight are needed when either is missing', () => {
    renderWithProviders(<BmiView detail={makeMinimalCase({ weight: 150 })} />);
    expect(screen.getByText(CASE_DETAIL_TEXT.bmiUnavailable)).toBeTruthy();
    expect(screen.queryByTestId('bmi-view')).toBeNull();
  });

  it('draws the figures flat without WebGL, the case sex highlighted, and says so', () => {
    webGl.available = false;
    renderWithProviders(<BmiView detail={makeMaximalCase({ sex: 'F' })} />);
    const view = screen.getByTestId('bmi-view');
    expect(view.getAttribute('aria-label')).toBe(
      CASE_DETAIL_TEXT.bmiFiguresLabel(`5' 5"`, '150 lb', '25.0 kg/m2'),
    );
    const colors = figureColors('figures-2d');
    expect(colors.female).toBe(ACCENT);
    expect(colors.male).not.toBe(ACCENT);
    expect(screen.getByText(CASE_DETAIL_TEXT.bmi2dFallback)).toBeTruthy();
  });

  it('loads the 3D scene where WebGL works, both figures neutral for an unknown sex', async () => {
    webGl.available = true;
    renderWithProviders(<BmiView detail={makeMaximalCase({ sex: null, bmi: null })} />);
    await screen.findByTestId('figures-3d');
    const colors = figureColors('figures-3d');
    expect(colors.male).toBe(colors.female);
    expect(colors.male).not.toBe(ACCENT);
    expect(screen.queryByText(CASE_DETAIL_TEXT.bmi2dFallback)).toBeNull();
    // The BMI is worked out from the weight and height when the case has none.
    expect(screen.getByTestId('bmi-view').getAttribute('aria-label')).toContain('25.0 kg/m2');
  });
});
