/**
 * Texts of the custom dashboard viewer (/mdi/dashboard/{id}) the spec leaves unworded; its own words are in
 * DASHBOARD_TEXT.
 */
export const DASHBOARD_VIEWER_TEXT = {
  /** Offered to a signed-out visitor refused a dashboard: a PRIVATE one may be theirs once signed in. */
  signIn: 'Sign In',
  loading: 'Loading...',
  loadFailed: 'The dashboard could not be loaded. Please try again later.',
  tabsLabel: 'Dashboard tabs',
} as const;
