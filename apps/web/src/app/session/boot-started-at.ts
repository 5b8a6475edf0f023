/** When the page started loading: every boot-time loading screen counts from here so the bar never restarts. */
export const BOOT_STARTED_AT = Date.now();
