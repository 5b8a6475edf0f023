import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ClientConfig } from '@hde/contracts/api';
import { AUTH_CALLBACK_PATH } from './auth-paths';
import { canShareUserAcrossTabs, TabSharedUserManager } from './tab-shared-user-manager';

/**
 * The user (tokens) is kept in localStorage, shared by the tabs, when they can take turns renewing it; otherwise
 * each tab keeps its own in sessionStorage and signs in through the provider (docs/ARCHITECTURE.md, Identity).
 */
export function userManagerSettings(config: ClientConfig, origin: string, shared = canShareUserAcrossTabs()) {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    // The server chooses the scope: refresh tokens come from offline_access or, on the embedded provider, its own grant.
    scope: config.oidc.scope,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: shared ? window.localStorage : window.sessionStorage }),
    ...(config.oidc.sendAudienceParam ? { extraQueryParams: { audience: config.oidc.audience } } : {}),
  };
}

let cached: { key: string; manager: UserManager } | null = null;

/**
 * One UserManager per page: a second instance would run its own silent renew and spend the rotating refresh
 * token twice. Cached outside React so StrictMode's double render cannot create two.
 */
export function getUserManager(config: ClientConfig, origin = window.location.origin): UserManager {
  const key = JSON.stringify([config.oidc, origin]);
  if (cached?.key !== key) {
    cached?.manager.stopSilentRenew();
    const shared = canShareUserAcrossTabs();
    const settings = userManagerSettings(config, origin, shared);
    cached = { key, manager: shared ? new TabSharedUserManager(settings) : new UserManager(settings) };
  }
  return cached.manager;
}
