import { z } from 'zod';

/** What the browser needs before it can sign in: served without a token. */
export const clientConfigSchema = z.object({
  version: z.string(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scope: z.string(),
    /** External providers such as Auth0 need the API audience as an extra authorize parameter. */
    sendAudienceParam: z.boolean(),
  }),
  sessionIdleMinutes: z.number().positive(),
  helpCenterUrl: z.string(),
  /** Opened when onboarding finishes. */
  welcomeArticleUrl: z.string(),
  /** External booking page for subscriptions. */
  bookingUrl: z.string(),
  /** Third-party support chat script; null means the product's own contact dialog. */
  supportChatScriptUrl: z.string().nullable(),
  /** Partner-branded variant (its own default dashboard configuration). */
  partnerVariant: z.string().nullable(),
  termsUrl: z.string(),
  /** Proof-ledger explorer; a transaction opens at `{ledgerExplorerUrl}/{transactionId}`. */
  ledgerExplorerUrl: z.string(),
  /** Tile layer of the maps (a Leaflet URL template); null draws the outline basemap alone. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
