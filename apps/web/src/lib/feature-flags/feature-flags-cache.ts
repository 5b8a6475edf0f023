import { featureFlagsSchema, type FeatureFlags } from '@hde/contracts/api';

export const FEATURE_FLAGS_STORAGE_KEY = 'hde_feature_flags';

/** The flags of the last successful fetch; an empty map when nothing (valid) is stored. */
export function readCachedFeatureFlags(storage: Storage = window.localStorage): FeatureFlags {
  try {
    const raw = storage.getItem(FEATURE_FLAGS_STORAGE_KEY);
    return raw ? featureFlagsSchema.parse(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function writeCachedFeatureFlags(flags: FeatureFlags, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(flags));
  } catch {
    // Storage full or disabled: the flags still apply for this visit.
  }
}
