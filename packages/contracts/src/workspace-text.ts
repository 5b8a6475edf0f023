import type { WorkspaceIcon, WorkspaceTab } from './enums.js';

/** Labels of the workspace page tabs (spec part 2 §2.2). */
export const WORKSPACE_TAB_LABELS: Record<WorkspaceTab, string> = {
  overview: 'Overview',
  analytics: 'Analytics',
  'case-analytics': 'Case Analytics',
  import: 'Import Wizard',
  public: 'Public Dashboard',
  management: 'User Management',
  settings: 'Settings',
  trends: 'Trends & Patterns',
  dashboards: 'My Dashboards',
};

/** What each tab that a later feature fills shows until its data exists. */
export const WORKSPACE_TAB_EMPTY_TEXT: Record<
  Exclude<WorkspaceTab, 'management' | 'settings' | 'public' | 'case-analytics'>,
  string
> = {
  overview:
    'No cases yet. Import data or load the sandbox to see counts, recent cases and turnaround metrics.',
  analytics:
    'No dashboards to show yet. Once cases are imported, charts, maps and tables of the workspace cases appear here.',
  import:
    'No files imported yet. Your case, diagnosis and toxicology uploads appear here with their status and details.',
  trends:
    'No trends to show yet. Substance trends over time and the insight feed appear here once toxicology cases are recorded.',
  dashboards:
    'No dashboards saved yet. Dashboards you save from Analytics appear here with their type, access level and link.',
};

export const WORKSPACE_TABS_TEXT = {
  tabsLabel: 'Workspace sections',
  loadingTab: 'Loading tab',
  noAccess: 'You do not have access to this tab.',
} as const;

/** Names of the workspace icons, for the picker and screen readers. */
export const WORKSPACE_ICON_LABELS: Record<WorkspaceIcon, string> = {
  star: 'Star',
  heart: 'Heart',
  autoGraph: 'Graph',
  moon: 'Moon',
  lightning: 'Lightning',
  sun: 'Sun',
  cloud: 'Cloud',
  flower: 'Flower',
  folder: 'Folder',
};

/** Workspace manager (spec part 1 §2). */
export const WORKSPACE_MANAGER_TEXT = {
  title: 'Workspace Manager',
  intro: 'Create workspaces, choose your primary one and open their settings.',
  createButton: 'Create New Workspace',
  tableLabel: 'Workspaces',
  columns: {
    primary: 'Primary',
    name: 'Name',
    createdBy: 'Created By',
    createdAt: 'Created At',
    description: 'Description',
    myRole: 'My Role',
    publicDashboard: 'Public Dashboard',
    edit: 'Edit',
  },
  publicEnabled: 'Enabled',
  publicDisabled: 'Disabled',
  makePrimary: (name: string) => `Make ${name} your primary workspace`,
  primary: (name: string) => `${name} is your primary workspace`,
  edit: (name: string) => `Edit ${name}`,
  empty: 'You have no workspaces in this module yet.',
  loading: 'Loading workspaces',
  createDialog: {
    title: 'Create New Workspace',
    name: 'Workspace Name',
    description: 'Workspace Description',
    cancel: 'Cancel',
    save: 'Save',
  },
} as const;

/** Workspace settings (spec part 1 §2, §4). */
export const WORKSPACE_SETTINGS_TEXT = {
  title: 'Workspace Settings',
  back: 'Back',
  backLabel: 'Back to the Workspace Manager',
  notAllowed: 'Only owners and admins of this workspace can change its settings.',
  details: {
    title: 'Workspace Details',
    name: 'Workspace Name',
    description: 'Workspace Description',
    icon: 'Workspace Icon',
    noDescription: 'No description',
    edit: 'Edit Workspace Details',
    save: 'Save Workspace Details',
    cancel: 'Cancel Editing',
  },
  updateFailed: 'There was an issue updating the workspace. Please try again later.',
  publicCard: {
    title: 'Public Workspace',
    body: 'Share the dashboards of this workspace with anyone who has the link, or embed them in your own site.',
    switchLabel: 'Public Dashboard',
    enabled: 'Enabled',
    disabled: 'Disabled',
    embed: 'Embed IFrame Code',
  },
  publicFailed: 'There was an issue changing the public dashboard setting. Please try again later.',
  enableDialog: {
    title: 'Important Notice',
    body: 'Enabling the public dashboard adds the data of this workspace to a shared public view. The data is processed for privacy before it is shown, and personal details are encrypted.',
    cancel: 'No, go back',
    confirm: 'Yes, enable',
  },
  disableDialog: {
    title: 'Would you like to disable the public dashboard?',
    body: 'The public link and any embedded frames will stop showing the dashboards of this workspace.',
    cancel: 'No, go back',
    confirm: 'Yes, disable',
  },
  preparingDialog: {
    title: 'Public Dashboard is Being Prepared',
    body: 'Your public dashboard is being generated and will be available shortly.',
    backToSettings: 'Back To Settings',
    close: 'Close',
  },
  dangerZone: {
    title: 'Danger Zone',
    body: 'Deleting a workspace removes it for every member. This cannot be undone.',
    delete: 'Delete',
  },
  deleteDialog: {
    title: 'Delete Workspace',
  },
  dataFoundDialog: {
    title: 'Delete Workspace - Data Found',
    body: 'This workspace still holds cases or file imports. Deleting it would cause an irreversible loss of that data, so please contact support to delete it.',
  },
} as const;

/** Embed Public Dashboard dialog (spec part 1 §2). */
export const EMBED_DIALOG_TEXT = {
  title: 'Embed Public Dashboard',
  codeLabel: 'IFrame code',
  codeHelp: 'Paste this code into your web page to show the public dashboard.',
  copyCode: 'Copy Code',
  linkLabel: 'Direct link',
  copyLink: 'Copy Link',
  copied: 'Copied!',
  close: 'Close',
  frameTitle: (name: string) => `${name} public dashboard`,
} as const;

/** Refusals of the workspace calls and of the gate every workspace call passes. */
export const WORKSPACE_ERRORS = {
  notFound: 'Workspace not found',
  roleNotAllowed: 'Your role in this workspace does not allow this',
  moduleAccessEnded: 'Your access to this module has ended',
  toxSharedWorkspace: 'The toxicology module has one shared workspace',
  demoNotDeletable: 'Demo workspaces cannot be deleted',
  demoNotPublishable: 'Demo workspaces cannot be published',
  holdsData: 'This workspace holds cases or imported files. Contact support to delete it.',
} as const;

/** The name of the workspace made at sign-up. */
export const FIRST_WORKSPACE_NAME = 'My Workspace';
