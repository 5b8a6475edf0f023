/**
 * Every success and error notice of the product (spec part 1 §8, part 2 §8), keyed by name.
 * Texts are exact: import them, never retype them.
 */
export const ERROR_MESSAGES = {
  workspaceList: 'There was an issue fetching the workspace data. Please try again later.',
  createWorkspace: 'There was an issue creating the workspace. Please try again later.',
  workspaceQuery: 'There was an issue fetching the workspace query data. Please try again later.',
  dummyData: 'There was an issue creating demo data for the workspace. Please try again later.',
  userRole: 'There was an issue fetching the user role for this workspace. Please try again later.',
  configuration: 'There was an issue creating the workspace configuration. Please try again later.',
  userFetch: 'There was an issue fetching the user data. Please try again later.',
  profileUpdate: 'There was an issue updating your profile. Please try again.',
  userConfigUpdate: 'The information you entered was invalid. Please try again.',
  invalidInformation: 'The information you entered was invalid. Please try again',
  picture: 'Something went wrong. Please try again.',
  accessList: 'There was an issue fetching the workspace access list. Please try again later.',
  inviteStatusList: 'There was an issue fetching the invite status. Please try again later.',
  pendingInvitations: 'There was an issue fetching the file import data. Please try again later.',
  invite: 'There was an issue inviting this user to the workspace. Please try again later.',
  cancelInvitation: 'There was an issue canceling this invitation. Please try again later.',
  revokeAccess: 'There was an issue revoking this users access. Please try again later.',
  changeRole: 'There was an issue updating the user role. Please try again later.',
  deleteWorkspace: 'There was an issue deleting this workspace. Please try again later.',
  modules: 'There was an issue fetching the modules data. Please try again later.',
  subscribe: 'There was an issue subscribing to the modules data. Please try again later.',
  signUp: 'There was an issue signing up. Please try again later.',
  template: 'There was an issue downloading the template. Please try again later.',
  importStart: 'There was an issue initiating your file import. Please try again later.',
  importMapping: 'There was an issue saving your file import mapping. Please try again later.',
  upload: 'There was an issue uploading your file. Please try again later.',
  importList: 'There was an issue fetching the file import data. Please try again later.',
  draftDelete: 'There was an issue deleting the draft file import. Please try again later.',
  filterTemplateSave: 'There was an issue saving your filters template. Please try again later.',
  filterConfig: 'There was an issue saving the filter configuration.',
  filterDelete: 'There was an issue deleting the saved filter template.',
  snapshot: 'There was an issue updating your snapshot. Please try again later.',
  fileDetails: 'There was an issue fetching file details. Please check back again.',
  mappingErrorDialog:
    'There was an issue mapping your data. Please contact HDE support for assistance, or manually correct the incorrect fields.',
  saveDashboardDialog: 'There was an error during submission:',
  createDashboard: 'There was an issue creating the dashboard.',
  revealPassword: 'There was an issue revealing the dashboard password.',
  updateDashboard: 'There was an issue updating the dashboard details.',
  updatePassword: 'There was an issue updating the dashboard password.',
  deleteDashboard: 'There was an issue delete the dashboard.',
  caseViewCrash: 'Something went wrong loading case info.',
  genericFallback: 'Something went wrong.',
  caseLoad: 'Error loading case info.',
  caseLookup: 'Error occurred while looking up the case. Please, try again later.',
  fileDownload: 'Error downloading file',
  toxCaseCreate: 'There was an issue creating the toxicology case. Please try again later.',
  toxCaseUpdate: 'There was an issue updating the case. Please try again later.',
  toxCaseFetch: 'There was an issue fetching the toxicology case. Please try again later.',
  toxDataFetch: 'There was an issue fetching tox data. Please try again later.',
  comparison: 'There was an issue fetching the comparison data. Please try again later.',
  trends: 'There was an issue fetching the trend data. Please try again.',
  trendsLater: 'There was an issue fetching the trend data. Please try again later.',
  trendsWarning: 'There was an error while fetching trend data. Please try again.',
  trendsEmpty: 'No trends data available. Please adjust the date range or filters.',
  dashboardAreaEmpty: 'There are currently no configured dashboards for this area',
  importFailedTooltip: 'An error occurred during import.',
  trustFailedTooltip:
    'The system was not able to verify this content at this time. Please come back later when the proof of authenticity will be recorded.',
  invalidPhone: 'Invalid phone number',
  invalidName: 'Invalid name',
  invalidEmail: 'Must be a valid email address.',
  caseIdRequired: 'Case ID is required - please map a field to Case ID before moving forward.',
  atLeastOneFilter: 'At least 1 filter required: Please add at least one filter before saving the changes.',
  createWorkspaceNotOwner: 'You must be the module owner in order to create a workspace.',
  accessNotGranted: 'Access not granted',
  /** Not a spec text (issue 20): a member whose access was revoked opens the workspace (a 403 with it). */
  workspaceAccessRevoked: 'Your access to this workspace was revoked.',
} as const;

export const SUCCESS_MESSAGES = {
  informationSaved: 'Your information was saved successfully.',
  pictureUpdated: 'Profile Picture Successfully Updated.',
  userInvited: 'User successfully invited',
  inviteCanceled: 'User invite successfully canceled',
  accessRevoked: 'User access successfully revoked',
  roleUpdated: 'User role successfully updated',
  workspaceDeleted: 'Workspace Successfully Deleted',
  inviteRejected: 'Workspace invite successfully rejected',
  trialActivated: 'Free Trial Successfully Activated',
  informationUpdated: 'Your information was successfully updated.',
  publicDashboardDisabled: 'You have successfully disabled the public dashboard setting.',
  dashboardCreated: 'Successfully created dashboard.',
  dashboardUpdated: 'Successfully updated dashboard details.',
  dashboardPasswordUpdated: 'Successfully updated dashboard password.',
  dashboardDeleted: 'Dashboard successfully deleted.',
  filterTemplatesUpdated: 'Successfully updated saved filters templates.',
  filterTemplateRemoved: 'Successfully removed saved filter template.',
  snapshotRefreshed: 'Snapshot successfully refreshed.',
  dataImported: 'Data has been successfully imported.',
  templateDownloaded: 'Template successfully downloaded.',
  transactionIdCopied: 'Transaction ID successfully copied to clipboard.',
} as const;

export const CONFIRMATION_MESSAGES = {
  deleteDashboard: 'Are you sure you want to delete this dashboard?',
  deleteFilterTemplate: 'Are you sure you want to delete this filter template?',
  removeFilter: 'Are you sure you want to remove this filter?',
  clearFilters: 'Are you sure you want to clear all filters?',
  deleteWorkspace: 'Are you sure you want to delete this workspace?',
  acceptInvitation: 'Are you sure you want to accept the invitation for this workspace?',
  rejectInvitation: 'Are you sure you want to reject the invitation for this workspace?',
  disablePublicDashboard: 'Would you like to disable the public dashboard?',
  cancelCaseForm: 'Are you sure you want to cancel? All form data will be lost.',
  revertDashboardFilters:
    'We are reverting your filters to the original values. If you want to keep the changes, please save the filters.',
} as const;

export const VALIDATION_MESSAGES = {
  firstNameRequired: 'Please add first name',
  lastNameRequired: 'Please add last name',
  companyRequired: 'Please add organization',
  jobTitleRequired: 'Please add job title',
  goalsRequired: 'Please select at least one option',
} as const;

/** The invite API's 409 reasons, shown as they are in the invite dialog: they say what to do instead. */
export const INVITE_CONFLICT_MESSAGES = {
  alreadyMember: 'This user is already a member of this workspace.',
  alreadyInvited: 'This user already has a pending invitation to this workspace.',
} as const;

/** "Failed to load {tab label}." */
export const tabLoadFailed = (label: string): string => `Failed to load ${label}.`;
/** "Unknown tab: {tab}" */
export const unknownTab = (tab: string): string => `Unknown tab: ${tab}`;

/** The profile calls' 404s. */
export const USER_ERRORS = {
  notFound: 'User not found',
  noPicture: 'No profile picture',
} as const;

/** A request whose text holds U+0000, which PostgreSQL cannot store. */
export const NUL_CHARACTER_REFUSED = 'The request holds a NUL character';
