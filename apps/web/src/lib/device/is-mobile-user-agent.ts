const MOBILE_USER_AGENT =
  /Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|BB10|PlayBook|Opera Mini|Opera Mobi|webOS|Kindle|Silk|KFAPWI|Mobile Safari|Mobile\/|\bMobile\b/i;

/** True for phones and tablets, judged by the user-agent string alone. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/**
 * iPadOS Safari presents itself as desktop macOS; a touch screen with several touch points gives it away.
 * Used by the app at start; isMobileUserAgent is the pure user-agent rule.
 */
export function isMobileDevice(nav: { userAgent: string; maxTouchPoints?: number }): boolean {
  if (isMobileUserAgent(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}
