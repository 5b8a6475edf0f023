import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import { renderOverview } from '../overview-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const F = OVERVIEW_TEXT.featureCards;
const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const carousel = () => screen.getByRole('region', { name: OVERVIEW_TEXT.features });
/** The slide on show: the others are hidden from assistive technology. */
const currentSlide = () => within(carousel()).getByRole('group');
const dots = () =>
  Object.values(F)
    .map((feature) =>
      within(carousel()).queryByRole('button', { name: OVERVIEW_TEXT.showFeature(feature.title) }),
    )
    .filter((dot) => dot !== null);

describe('feature carousel', () => {
  it('shows the three features one at a time, turned by the buttons, the dots and the arrow keys', async () => {
    const user = userEvent.setup();
    renderOverview();
    expect(currentSlide().getAttribute('aria-label')).toBe(
      `${F.import.title}, ${OVERVIEW_TEXT.featureSlide(1, 3)}`,
    );
    expect(dots()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: OVERVIEW_TEXT.nextFeature }));
    expect(within(currentSlide()).getByText(F.analytics.title)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: OVERVIEW_TEXT.showFeature(F.cases.title) }));
    expect(within(currentSlide()).getByText(F.cases.title)).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: OVERVIEW_TEXT.showFeature(F.cases.title) })
        .getAttribute('aria-current'),
    ).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(within(currentSlide()).getByText(F.import.title)).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(currentSlide()).getByText(F.cases.title)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: OVERVIEW_TEXT.previousFeature }));
    expect(within(currentSlide()).getByText(F.analytics.title)).toBeTruthy();
  });

  it('does not turn on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderOverview();
      vi.advanceTimersByTime(20_000);
      expect(within(currentSlide()).getByText(F.import.title)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the Data Import Wizard from users', () => {
    renderOverview({ workspace: { workspaceRole: 'USER' } });
    expect(within(carousel()).queryByText(F.import.title)).toBeNull();
    expect(dots()).toHaveLength(2);
    expect(currentSlide().getAttribute('aria-label')).toBe(
      `${F.analytics.title}, ${OVERVIEW_TEXT.featureSlide(1, 2)}`,
    );
  });

  it.each([
    [F.import.action, 0, '?id=import'],
    [F.analytics.action, 1, '?id=analytics'],
    [F.cases.action, 2, '?id=analytics&tab=case_list'],
  ])('%s switches the tab', async (action, position, search) => {
    const user = userEvent.setup();
    renderOverview();
    for (let turn = 0; turn < position; turn += 1) {
      await user.click(screen.getByRole('button', { name: OVERVIEW_TEXT.nextFeature }));
    }
    await user.click(within(currentSlide()).getByRole('button', { name: action }));
    expect(location()).toBe(search);
  });
});
