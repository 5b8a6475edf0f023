import type { DashboardMode, DashboardType } from './api/dashboards.js';

/** Custom dashboards (spec part 2 §2.10, §4, §5, §8): every text users read, as the spec words it. */
export const DASHBOARD_TEXT = {
  saveAsDashboard: 'Save as Dashboard',
  dialogTitle: 'Complete Dashboard Setup',
  fields: {
    name: 'Dashboard Name',
    description: 'Dashboard Description',
    type: 'Dashboard Type',
    mode: 'Dashboard Access Level',
    password: 'Password',
    emails: 'Viewer Emails',
    emailsHint: 'Type an email and press Enter',
    lastUpdated: 'Last Updated',
    edit: 'Edit',
  },
  typeLabels: { LIVE: 'Live', SNAPSHOT: 'Snapshot' } satisfies Record<DashboardType, string>,
  modeLabels: { PRIVATE: 'Private', PUBLIC: 'Public', PASSWORD: 'Password' } satisfies Record<
    DashboardMode,
    string
  >,
  badge: { LIVE: 'Live Dashboard', SNAPSHOT: 'Snapshot Dashboard' } satisfies Record<DashboardType, string>,
  myDashboards: 'My Dashboards',
  selectedView: 'Selected Dashboard View',
  refreshSnapshot: 'Refresh Snapshot',
  copyLink: 'Copy Link',
  copied: 'Copied!',
  editTitle: 'Edit Dashboard',
  back: 'Back',
  backToProduct: 'Back to the product',
  save: 'Save',
  cancel: 'Cancel',
  deleteDashboard: 'Delete Dashboard',
  deleteNotice: 'Once you delete a dashboard, all data associated will be lost.',
  revealPassword: 'Reveal Password',
  resetPassword: 'Reset Password',
  accessNotGranted: 'Access not granted',
  accessNotGrantedBody:
    'You do not have permission to view this dashboard. Ask its owner to share it with you.',
  passwordPrompt: 'This dashboard is protected by a password.',
  unlock: 'View Dashboard',
  wrongPassword: 'The password is incorrect.',
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  revertingFilters:
    'We are reverting your filters to the original values. If you want to keep the changes, please save the filters.',
  atLeastOneFilter: 'At least 1 filter required: Please add at least one filter before saving the changes.',
  confirmDelete: 'Are you sure you want to delete this dashboard?',
  success: {
    created: 'Successfully created dashboard.',
    updated: 'Successfully updated dashboard details.',
    passwordUpdated: 'Successfully updated dashboard password.',
    deleted: 'Dashboard successfully deleted.',
    snapshotRefreshed: 'Snapshot successfully refreshed.',
  },
  errors: {
    snapshot: 'There was an issue updating your snapshot. Please try again later.',
    submission: (error: string) => `There was an error during submission: ${error}`,
    create: (message: string) => `There was an issue creating the dashboard. ${message}`,
    reveal: (message: string) => `There was an issue revealing the dashboard password. ${message}`,
    update: (error: string) => `There was an issue updating the dashboard details. ${error}`,
    password: 'There was an issue updating the dashboard password.',
    delete: (message: string) => `There was an issue delete the dashboard. ${message}`,
  },
} as const;

/** What the server answers when a dashboard call is refused. */
export const DASHBOARD_ERRORS = {
  notFound: 'Dashboard not found',
  /** A PUBLIC or PASSWORD dashboard whose published answers are still being computed. */
  preparing: 'This dashboard is being prepared. It opens by itself in a few seconds.',
  notAllowed: 'You do not have permission to view this dashboard.',
  notOwnQuery: 'This query is not one of the dashboard’s own.',
  wrongPassword: 'The password is incorrect.',
  tooManyAttempts: 'Too many password attempts. Please wait and try again.',
  passwordRequired: 'A password is required to switch to PASSWORD access.',
  featureOff: 'Custom dashboards are turned off.',
  notSnapshot: 'Only a snapshot dashboard can be refreshed.',
  atLeastOneFilter: 'At least 1 filter required: Please add at least one filter before saving the changes.',
} as const;

/**
 * Labels of the My Dashboards screens the spec leaves unworded (section titles, accessible names, states); the
 * spec's own words are in DASHBOARD_TEXT.
 */
export const DASHBOARD_MANAGE_TEXT = {
  detailsTitle: 'Dashboard Details',
  accessTitle: 'Dashboard Access',
  editDetails: 'Edit name and description',
  editAccess: 'Edit type and access level',
  newPassword: 'New Password',
  hidePassword: 'Hide Password',
  passwordRules: 'Password rules',
  ruleMet: 'met',
  ruleNotMet: 'not met',
  listEmpty: 'You have no dashboards yet.',
  listFailed: 'There was an issue fetching your dashboards. Please try again later.',
  detailsFailed: 'There was an issue fetching the dashboard details. Please try again later.',
  loading: 'Loading...',
} as const;
