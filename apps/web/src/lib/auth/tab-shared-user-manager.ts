import { UserManager, type SigninSilentArgs, type User } from 'oidc-client-ts';

/** Web Lock held while a tab renews the tokens every tab of the origin shares. */
export const RENEW_LOCK_NAME = 'hde.auth.renew';

/**
 * A UserManager whose user is shared by every tab of the origin (kept in localStorage): a new tab starts signed
 * in instead of going through the provider. The embedded provider rotates refresh tokens and revokes the grant
 * when a spent one comes back, so two tabs must never renew at once: a renewal runs under a Web Lock, and a tab
 * that gets the lock after another tab renewed takes the stored user instead of spending the refresh token again.
 */
export class TabSharedUserManager extends UserManager {
  override async signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    return navigator.locks.request(RENEW_LOCK_NAME, async () => {
      const stored = await this.getUser();
      const margin = this.settings.accessTokenExpiringNotificationTimeInSeconds;
      if (stored && !stored.expired && (stored.expires_in ?? 0) > margin) return stored;
      return super.signinSilent(args);
    });
  }

  /** Calls `onSignedOut` when another tab removes the shared user (sign-out, or a refused token); returns an unsubscribe. */
  onSignedOutElsewhere(onSignedOut: () => void): () => void {
    const storageKey = `oidc.${this._userStoreKey}`;
    const listener = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      // A null key is the whole storage cleared.
      if (event.key === null || (event.key === storageKey && event.newValue === null)) onSignedOut();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }
}

/** Tabs can share the user only where they can take turns renewing it (Web Locks need a secure context). */
export function canShareUserAcrossTabs(): boolean {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks !== undefined;
}
