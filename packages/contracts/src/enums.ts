export const MODULE_IDS = ['mdi', 'tox'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export const WORKSPACE_ROLES = ['OWNER', 'ADMIN', 'USER', 'CONTRIBUTOR'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Demo workspaces only; acts as OWNER. */
export const SUPERHERO_ROLE = 'SUPERHERO' as const;
export type AnyWorkspaceRole = WorkspaceRole | typeof SUPERHERO_ROLE;

export const MODULE_STATUSES = [
  'ACTIVE_SUBSCRIPTION',
  'TRIAL_ACTIVE_SUBSCRIPTION',
  'SHARED_SUBSCRIPTION',
  'TRIAL_SUBSCRIPTION',
  'TRIAL_AVAILABLE',
  'EXPIRED_SUBSCRIPTION',
  'TRIAL_ENDED_SUBSCRIPTION',
] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const MEMBER_STATUSES = ['ACTIVE', 'REVOKED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const FILE_IMPORT_STATUSES = ['DRAFT', 'RECEIVED', 'SUCCESS', 'ERROR'] as const;
export type FileImportStatus = (typeof FILE_IMPORT_STATUSES)[number];

export const IMPORT_DATA_TYPES = ['CASE', 'DIAGNOSIS', 'TOXICOLOGY', 'ZIP'] as const;
export type ImportDataType = (typeof IMPORT_DATA_TYPES)[number];

export const IMPORT_ERROR_TYPES = ['WARNING', 'ERROR'] as const;
export type ImportErrorType = (typeof IMPORT_ERROR_TYPES)[number];

export const DATA_AREAS = ['CASE', 'FILE', 'ACTIVITY', 'TOXICOLOGY', 'DIAGNOSIS'] as const;
export type DataArea = (typeof DATA_AREAS)[number];

export const DASHBOARD_TYPES = ['LIVE', 'SNAPSHOT'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

export const DASHBOARD_MODES = ['PRIVATE', 'PUBLIC', 'PASSWORD'] as const;
export type DashboardMode = (typeof DASHBOARD_MODES)[number];

export const TEMPLATE_VISIBILITIES = ['PRIVATE', 'WORKSPACE'] as const;
export type TemplateVisibility = (typeof TEMPLATE_VISIBILITIES)[number];

export const FILTER_OPERATORS = ['eq', 'ne', 'like', 'gte', 'lte', 'in', 'nin'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The spec's five manners, and PENDING: the investigation is not closed (real exports carry it). */
export const MANNERS_OF_DEATH = [
  'NATURAL',
  'SUICIDE',
  'HOMICIDE',
  'UNDETERMINED',
  'ACCIDENT',
  'PENDING',
] as const;
export type MannerOfDeath = (typeof MANNERS_OF_DEATH)[number];

export const WORKSPACE_TABS = [
  'overview',
  'analytics',
  'case-analytics',
  'import',
  'public',
  'management',
  'settings',
  'trends',
  'dashboards',
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

export const WORKSPACE_ICONS = [
  'star',
  'heart',
  'autoGraph',
  'moon',
  'lightning',
  'sun',
  'cloud',
  'flower',
  'folder',
] as const;
export type WorkspaceIcon = (typeof WORKSPACE_ICONS)[number];

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const CONFIRMATION_TYPES = [
  'removeFilter',
  'cancelInvitation',
  'revokeAccess',
  'acceptInvitation',
  'rejectInvitation',
  'reInvite',
  'deleteWorkspace',
  'deleteDashboard',
  'unableDeleteWorkspace',
  'unableDelete',
  'info',
  'deleteSavedFilterConfig',
] as const;
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];

export const GOAL_OPTIONS = [
  { code: 'reason_01', label: 'Evaluate MDI Reporting Capabilities' },
  { code: 'reason_02', label: 'Explore Public Data Dashboards' },
  { code: 'reason_03', label: 'Discover Health Data Integration' },
  { code: 'reason_04', label: 'Enhance Collaboration' },
  { code: 'reason_05', label: 'Facilitate Secure and Efficient Data Sharing' },
  { code: 'reason_06', label: 'Identify and Understand Key Data Trends' },
  { code: 'reason_07', label: 'Optimize Data Accuracy and Reduce Errors' },
] as const;
export type GoalCode = (typeof GOAL_OPTIONS)[number]['code'];

/** Statuses that give a user's own access to a module: they may create and share workspaces. */
export const OWNING_STATUSES: readonly ModuleStatus[] = ['ACTIVE_SUBSCRIPTION', 'TRIAL_ACTIVE_SUBSCRIPTION'];

/** Statuses that allow demo workspaces only (spec part 1 §2, routing rules). */
export const RESTRICTED_STATUSES: readonly ModuleStatus[] = [
  'TRIAL_AVAILABLE',
  'EXPIRED_SUBSCRIPTION',
  'TRIAL_ENDED_SUBSCRIPTION',
];
