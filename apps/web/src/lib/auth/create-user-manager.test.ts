import { describe, expect, it } from 'vitest';
import { testClientConfig } from '../../test/fixtures';
import { getUserManager, userManagerSettings } from './create-user-manager';

describe('user manager settings', () => {
  it('uses code flow with the served scope, the callback route and the origin for logout', () => {
    const settings = userManagerSettings(testClientConfig, 'https://hde.example.org');
    expect(settings).toMatchObject({
      authority: testClientConfig.oidc.authority,
      client_id: testClientConfig.oidc.clientId,
      redirect_uri: 'https://hde.example.org/auth/callback',
      post_logout_redirect_uri: 'https://hde.example.org/',
      response_type: 'code',
      scope: testClientConfig.oidc.scope,
      automaticSilentRenew: true,
    });
    expect('extraQueryParams' in settings).toBe(false);
  });

  it('sends the audience when the provider needs it', () => {
    const config = { ...testClientConfig, oidc: { ...testClientConfig.oidc, sendAudienceParam: true } };
    expect(userManagerSettings(config, 'https://hde.example.org')).toMatchObject({
      extraQueryParams: { audience: testClientConfig.oidc.audience },
    });
  });

  it('keeps the user in localStorage when tabs can share it, else in sessionStorage', () => {
    const shared = userManagerSettings(testClientConfig, 'https://hde.example.org', true);
    const ownTab = userManagerSettings(testClientConfig, 'https://hde.example.org', false);
    expect(Reflect.get(shared.userStore, '_store')).toBe(window.localStorage);
    expect(Reflect.get(ownTab.userStore, '_store')).toBe(window.sessionStorage);
  });

  it('keeps one UserManager per configuration', () => {
    expect(getUserManager(testClientConfig)).toBe(getUserManager({ ...testClientConfig }));
  });
});
