import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SHELL_TEXT } from '@hde/contracts/text';
import { AppActivityProvider } from '../../lib/app-activity/app-activity-provider';
import { useAppActivity } from '../../lib/app-activity/app-activity-context';
import { ActivityBanners } from './activity-banners';

function Controls() {
  const activity = useAppActivity();
  return (
    <>
      <button onClick={activity.startExport}>start export</button>
      <button onClick={activity.endExport}>end export</button>
      <button onClick={activity.startImport}>start import</button>
      <button onClick={activity.endImport}>end import</button>
    </>
  );
}

describe('ActivityBanners', () => {
  it('shows Exporting Analytics and Importing Data while the counters are above zero', () => {
    render(
      <AppActivityProvider>
        <Controls />
        <ActivityBanners />
      </AppActivityProvider>,
    );
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.queryByText(SHELL_TEXT.banners.exporting)).toBeNull();
    expect(screen.queryByText(SHELL_TEXT.banners.importing)).toBeNull();

    click('start export');
    click('start export');
    expect(screen.getByText(SHELL_TEXT.banners.exporting)).toBeTruthy();
    click('end export');
    expect(screen.getByText(SHELL_TEXT.banners.exporting)).toBeTruthy();
    click('end export');
    expect(screen.queryByText(SHELL_TEXT.banners.exporting)).toBeNull();

    click('start import');
    expect(screen.getByText(SHELL_TEXT.banners.importing)).toBeTruthy();
    click('end import');
    click('end import');
    expect(screen.queryByText(SHELL_TEXT.banners.importing)).toBeNull();
    click('start import');
    expect(screen.getByText(SHELL_TEXT.banners.importing)).toBeTruthy();
  });
});
