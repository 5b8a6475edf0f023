/** Where the settings are shown: the workspace page's Settings tab, or the Workspace Manager's settings page. */
export type SettingsOrigin = 'tab' | 'manager';
