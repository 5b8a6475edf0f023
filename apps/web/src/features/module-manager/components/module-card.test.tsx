import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MDI_DEMO_WORKSPACE_ID, type ModuleStatus } from '@hde/contracts';
import type { UserModule } from '@hde/contracts/api';
import {
  MODULE_CARD_COPY,
  MODULE_MANAGER_PAGE_TEXT,
  MODULE_MANAGER_TEXT,
  MODULE_STATUS_CHIPS,
} from '@hde/contracts/text';
import { makeModule } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { ModuleCardHandlers } from './module-card-handlers';
import { ModuleCard } from './module-card';

const { buttons } = MODULE_MANAGER_TEXT;

function makeHandlers(): ModuleCardHandlers {
  return {
    onStartTrial: vi.fn(),
    onSubscribe: vi.fn(),
    onSubscribeInfo: vi.fn(),
    onCancel: vi.fn(),
    onContact: vi.fn(),
  };
}

function renderCard(module: UserModule, handlers = makeHandlers()) {
  renderWithProviders(<ModuleCard module={module} handlers={handlers} starting={false} />);
  return { card: screen.getByRole('article', { name: module.name }), handlers };
}

const buttonNames = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .concat(within(card).queryAllByRole('link'))
    .map((element) => element.textContent);

const menuLabel = (module: UserModule) => MODULE_MANAGER_PAGE_TEXT.cardMenu(module.name);

describe('ModuleCard', () => {
  it.each<[ModuleStatus, string[], boolean]>([
    ['ACTIVE_SUBSCRIPTION', [buttons.exploreDemo], true],
    ['TRIAL_ACTIVE_SUBSCRIPTION', [buttons.exploreDemo, buttons.subscribe], true],
    ['SHARED_SUBSCRIPTION', [MODULE_MANAGER_PAGE_TEXT.sharedSubscribeLink, buttons.exploreDemo], false],
    ['EXPIRED_SUBSCRIPTION', [buttons.subscribe, buttons.exploreDemo], false],
    ['TRIAL_AVAILABLE', [buttons.startFreeTrial, buttons.exploreDemo], false],
    ['TRIAL_ENDED_SUBSCRIPTION', [buttons.contactUs, buttons.subscribe, buttons.exploreDemo], false],
  ])(
    '%s shows its chip, buttons %j and the kebab only on active and trial cards',
    (status, expected, kebab) => {
      const module = makeModule('mdi', status);
      const { card } = renderCard(module);
      expect(within(card).getByText(MODULE_STATUS_CHIPS[status])).toBeTruthy();
      const names = buttonNames(card).filter((name) => name !== '');
      expect(names.sort()).toEqual([...expected].sort());
      expect(within(card).queryByRole('button', { name: menuLabel(module) }) !== null).toBe(kebab);
      expect(within(card).getByText(MODULE_MANAGER_TEXT.price)).toBeTruthy();
      expect(within(card).getByText(MODULE_MANAGER_TEXT.trialPeriod)).toBeTruthy();
    },
  );

  it('shows title, details and bullets of the module', () => {
    const { card } = renderCard(makeModule('mdi', 'TRIAL_AVAILABLE'));
    expect(within(card).getByRole('heading', { name: 'Medicolegal Death Investigation (MDI)' })).toBeTruthy();
    expect(within(card).getByText(MODULE_CARD_COPY.mdi!.details)).toBeTruthy();
    for (const bullet of MODULE_CARD_COPY.mdi!.bullets) expect(within(card).getByText(bullet)).toBeTruthy();
  });

  it('shows the period dates of an active subscription', () => {
    const { card } = renderCard(makeModule('mdi', 'ACTIVE_SUBSCRIPTION'));
    expect(
      within(card).getByText(MODULE_MANAGER_PAGE_TEXT.subscriptionPeriod('01/05/2026', '04/05/2026')),
    ).toBeTruthy();
  });

  it('shows the shared-access note', () => {
    const { card } = renderCard(makeModule('mdi', 'SHARED_SUBSCRIPTION'));
    expect(within(card).getByText(MODULE_MANAGER_TEXT.sharedNote, { exact: false })).toBeTruthy();
  });

  it('shows the Beta chip on beta modules', () => {
    const { card } = renderCard(makeModule('tox', 'TRIAL_AVAILABLE'));
    expect(within(card).getByText(MODULE_MANAGER_TEXT.betaChip)).toBeTruthy();
    renderCard(makeModule('mdi', 'TRIAL_AVAILABLE'));
    const mdi = screen.getByRole('article', { name: 'Medicolegal Death Investigation (MDI)' });
    expect(within(mdi).queryByText(MODULE_MANAGER_TEXT.betaChip)).toBeNull();
  });

  it('opens the demo workspace from Explore Demo', () => {
    const { card } = renderCard(makeModule('mdi', 'TRIAL_AVAILABLE'));
    expect(within(card).getByRole('link', { name: buttons.exploreDemo }).getAttribute('href')).toBe(
      `/mdi/workspace/${MDI_DEMO_WORKSPACE_ID}`,
    );
  });

  it('disables Explore Demo without a demo workspace', () => {
    const { card } = renderCard(makeModule('mdi', 'TRIAL_AVAILABLE', { config: { demoWorkspace: null } }));
    expect(within(card).queryByRole('link', { name: buttons.exploreDemo })).toBeNull();
    expect(within(card).getByRole('button', { name: buttons.exploreDemo }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('offers only Interested? on modules in development', async () => {
    const user = userEvent.setup();
    const module = makeModule('lims', 'TRIAL_AVAILABLE');
    const { card, handlers } = renderCard(module);
    expect(within(card).getByText(MODULE_MANAGER_TEXT.inDevelopmentChip)).toBeTruthy();
    expect(buttonNames(card)).toEqual([buttons.interested]);
    expect(within(card).queryByText(MODULE_MANAGER_TEXT.price)).toBeNull();
    await user.click(within(card).getByRole('button', { name: buttons.interested }));
    expect(handlers.onContact).toHaveBeenCalledWith(module, 'interested');
  });

  it('calls the handlers of its buttons', async () => {
    const user = userEvent.setup();
    const ended = makeModule('mdi', 'TRIAL_ENDED_SUBSCRIPTION');
    const { card, handlers } = renderCard(ended);
    await user.click(within(card).getByRole('button', { name: buttons.subscribe }));
    expect(handlers.onSubscribe).toHaveBeenCalledWith(ended);
    await user.click(within(card).getByRole('button', { name: buttons.contactUs }));
    expect(handlers.onContact).toHaveBeenCalledWith(ended, 'contact');
  });

  it('opens the kebab menu from the keyboard and offers Cancel', async () => {
    const user = userEvent.setup();
    const module = makeModule('mdi', 'TRIAL_ACTIVE_SUBSCRIPTION');
    const { card, handlers } = renderCard(module);
    within(card)
      .getByRole('button', { name: menuLabel(module) })
      .focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([buttons.cancel]);
    await user.keyboard('{Enter}');
    expect(handlers.onCancel).toHaveBeenCalledWith(module);
  });
});
