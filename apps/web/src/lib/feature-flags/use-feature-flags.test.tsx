import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { FEATURE_FLAGS, type FeatureFlags } from '@hde/contracts/api';
import { createMockApi, errorReply } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { FEATURE_FLAGS_STORAGE_KEY, readCachedFeatureFlags } from './feature-flags-cache';
import { useFeatureFlags } from './use-feature-flags';

const flag = FEATURE_FLAGS.multipleDashboards;
const flagsWith = (active: boolean): FeatureFlags => ({ [flag]: { name: flag, active } });

function Probe() {
  const { isFeatureOn } = useFeatureFlags();
  return <output>{isFeatureOn(flag) ? 'on' : 'off'}</output>;
}

const shown = () => screen.getByRole('status').textContent;

describe('useFeatureFlags', () => {
  beforeEach(() => window.localStorage.clear());

  it('refreshes the flags from GET /v2/features and keeps them in localStorage', async () => {
    const { api, calls } = createMockApi({ 'GET /v2/features': flagsWith(true) });
    renderWithProviders(<Probe />, { api });
    expect(shown()).toBe('off');
    await waitFor(() => expect(shown()).toBe('on'));
    expect(calls.map((call) => call.path)).toEqual(['/v2/features']);
    expect(readCachedFeatureFlags()).toEqual(flagsWith(true));
  });

  it('answers from the cache before the fetch returns, then takes the fresh value', async () => {
    window.localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(flagsWith(true)));
    let release: (value: FeatureFlags) => void = () => undefined;
    const pending = new Promise<FeatureFlags>((resolve) => (release = resolve));
    const { api } = createMockApi({ 'GET /v2/features': () => pending });
    renderWithProviders(<Probe />, { api });
    expect(shown()).toBe('on');
    release(flagsWith(false));
    await waitFor(() => expect(shown()).toBe('off'));
    expect(readCachedFeatureFlags()).toEqual(flagsWith(false));
  });

  it('keeps the cached flags silently when the fetch fails', async () => {
    window.localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(flagsWith(true)));
    const { api, calls } = createMockApi({ 'GET /v2/features': errorReply(500) });
    renderWithProviders(<Probe />, { api });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toBe('on');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readCachedFeatureFlags()).toEqual(flagsWith(true));
  });

  it('treats unknown flags and a broken cache as off', () => {
    window.localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, '{not json');
    expect(readCachedFeatureFlags()).toEqual({});
    window.localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify({ x: { active: 'yes' } }));
    expect(readCachedFeatureFlags()).toEqual({});
  });
});
