import type { ClientConfig, User } from '@hde/contracts/api';

export function makeUser(overrides: Partial<User> = {}, beta = false): User {
  return {
    id: 'u-1',
    userId: 'jane.doe@example.org',
    firstName: 'Jane',
    lastName: 'Doe',
    phoneNumber: '205-555-0134',
    company: 'Jefferson County Coroner',
    jobTitle: 'Chief Investigator',
    role: 'USER',
    goals: [],
    picture: null,
    ...overrides,
    userConfiguration: {
      beta,
      expirationDate: null,
      isFirstTime: false,
      goals: [],
      defaultWorkspace: null,
      ...overrides.userConfiguration,
    },
  };
}

export const testClientConfig: ClientConfig = {
  version: '3.1.2',
  oidc: {
    authority: 'http://localhost:3000/oidc',
    clientId: 'hde-web',
    audience: 'http://localhost:3000/v2',
    scope: 'openid email profile offline_access',
    sendAudienceParam: false,
  },
  sessionIdleMinutes: 30,
  helpCenterUrl: 'https://help.example.org/hde',
  welcomeArticleUrl: 'https://help.example.org/hde/getting-started',
  bookingUrl: 'https://help.example.org/hde/subscribing',
  supportChatScriptUrl: null,
  partnerVariant: null,
  termsUrl: 'https://help.example.org/hde/terms',
  ledgerExplorerUrl: 'https://ledger.example.org/tx',
  mapTiles: { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: 'Example tiles' },
};
