import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { featureFlagsSchema, type FeatureFlags } from '@hde/contracts/api';
import { useApiClient } from '../api/api-client-context';
import { readCachedFeatureFlags, writeCachedFeatureFlags } from './feature-flags-cache';

const featureFlagsQueryKey = ['features'] as const;

export interface FeatureFlagsState {
  flags: FeatureFlags;
  /** True when the flag (named environment:name, e.g. FEATURE_FLAGS.multipleDashboards) is active. */
  isFeatureOn(name: string): boolean;
  /** The server's flags have not answered yet (the cached copy is in use meanwhile). */
  pending: boolean;
}

/**
 * Feature flags (spec part 2 §4): the copy kept in localStorage answers at once; GET /v2/features refreshes
 * it once per app load. A failed fetch is silent and the cached flags stay in use.
 */
export function useFeatureFlags(): FeatureFlagsState {
  const api = useApiClient();
  const [cached] = useState(readCachedFeatureFlags);
  const query = useQuery({
    queryKey: featureFlagsQueryKey,
    queryFn: async ({ signal }) => {
      const flags = await api.get('/v2/features', featureFlagsSchema, { signal });
      writeCachedFeatureFlags(flags);
      return flags;
    },
    staleTime: Infinity,
    retry: false,
  });
  const flags = query.data ?? cached;
  const isFeatureOn = useCallback(
    (name: string) =>
      flags[name]?.active ?? Object.values(flags).some((flag) => flag.name === name && flag.active),
    [flags],
  );
  return { flags, isFeatureOn, pending: query.isPending };
}
