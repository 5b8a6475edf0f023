import type { UserManager } from 'oidc-client-ts';
import type { AuthSession } from './auth-session';
import { readReturnTo, returnToOf } from './auth-paths';
import { TabSharedUserManager } from './tab-shared-user-manager';

const COMPLETED_AT_KEY = 'hde.auth.completedAt';
/** A 401 this soon after a completed sign-in means the API refuses fresh tokens: do not loop through the provider. */
const REDIRECT_LOOP_GUARD_MS = 15_000;

function currentLocation(): string {
  return returnToOf(window.location);
}

export function createOidcAuthSession(userManager: UserManager): AuthSession {
  let redirecting: Promise<void> | null = null;
  let callback: Promise<string> | null = null;

  const signIn = (returnTo: string = currentLocation()): Promise<void> => {
    redirecting ??= userManager.signinRedirect({ state: { returnTo } }).catch((error: unknown) => {
      redirecting = null;
      throw error;
    });
    return redirecting;
  };

  // Signed out in another tab (the shared user is gone): this tab must not stay signed in on screen.
  if (userManager instanceof TabSharedUserManager) {
    userManager.onSignedOutElsewhere(() => {
      signIn().catch((error: unknown) => console.error('Sign-in could not start', error));
    });
  }

  return {
    async restoreSession() {
      const user = await userManager.getUser();
      if (user && !user.expired) return true;
      if (user?.refresh_token) {
        try {
          await userManager.signinSilent();
          return true;
        } catch {
          // The refresh token is no longer accepted: sign in again.
        }
      }
      if (user) await userManager.removeUser();
      await signIn();
      return false;
    },

    completeSignIn() {
      callback ??= userManager.signinRedirectCallback().then((user) => {
        window.sessionStorage.setItem(COMPLETED_AT_KEY, String(Date.now()));
        return readReturnTo(user.state);
      });
      return callback;
    },

    signIn,

    async logout() {
      await userManager.signoutRedirect();
    },

    async renewSession() {
      try {
        await userManager.signinSilent();
      } catch {
        await signIn();
      }
    },

    async getAccessToken() {
      const user = await userManager.getUser();
      return user?.access_token ?? null;
    },

    handleUnauthorized() {
      const completedAt = Number(window.sessionStorage.getItem(COMPLETED_AT_KEY) ?? 0);
      if (Date.now() - completedAt < REDIRECT_LOOP_GUARD_MS) {
        console.error('The API refused a freshly issued token; not starting another sign-in.');
        return false;
      }
      void userManager.removeUser();
      signIn().catch((error: unknown) => console.error('Sign-in could not start', error));
      return true;
    },

    isRedirecting() {
      return redirecting !== null;
    },
  };
}
