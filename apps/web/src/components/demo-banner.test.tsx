import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SHELL_TEXT } from '@hde/contracts/text';
import { DemoBanner } from './demo-banner';

describe('DemoBanner', () => {
  it('shows the demo-mode warning', () => {
    render(<DemoBanner />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(SHELL_TEXT.banners.demoMode);
    expect(alert.className).toMatch(/Warning/);
  });
});
