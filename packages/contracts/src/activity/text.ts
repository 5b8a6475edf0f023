/** The Activity Log on the Workspace Manager (spec part 2 §2.12). */
export const ACTIVITY_LOG_TEXT = {
  title: 'Activity Log',
  listTitle: 'List of Activities',
  total: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'activity' : 'activities'}`,
  totalLabel: 'Total Activities',
  perDayTitle: 'Activities per Day',
  perDayHelp: 'The last 365 days',
  byActionTitle: 'Activities by Action',
  byCollectionTitle: 'Activities by Collection',
  byUserTitle: 'Activities by User',
  byWorkspaceTitle: 'Activities by Workspace',
  columns: {
    createdAt: 'Time',
    user: 'User',
    action: 'Action',
    collectionName: 'Collection',
    workspace: 'Workspace',
    outcome: 'Outcome',
    transactionId: 'Transaction ID',
  },
  filters: {
    workspace: 'Workspace',
    user: 'User',
    action: 'Action',
    from: 'From',
    to: 'To',
    all: 'All',
    clear: 'Clear Filters',
  },
  export: 'Export CSV',
  exported: 'Activities exported.',
  exportFailed: 'The activities could not be exported. Please try again.',
  rowsPerPage: 'Rows per page',
  empty: 'No activities match these filters.',
  loading: 'Loading activities',
  loadFailed: 'The activities could not be loaded. Please try again.',
  retry: 'Try again',
  sealing: 'Sealing…',
  sealingHelp: 'Activities are sealed into the proof ledger within a minute.',
  system: 'System',
  noWorkspace: 'No workspace',
  deletedUser: 'Deleted user',
  deletedWorkspace: 'Deleted workspace',
  /** A chart's group of activities without an e-mail: the system's, or a deleted account's. */
  systemOrDeletedUser: 'System or deleted user',
  /** A chart's group of activities without a workspace name: account-level, or of a deleted workspace. */
  noOrDeletedWorkspace: 'No workspace or deleted workspace',
  outcomes: { SUCCESS: 'Success', DENIED: 'Denied' },
  filtersLabel: 'Activity filters',
  chartsEmpty: 'No activities to chart.',
  visibility:
    'You see every activity in the workspaces where you are Owner or Admin, and your own activity everywhere.',
} as const;

/** The log's refusals (400 and 404, as every list answers them). */
export const ACTIVITY_LOG_ERRORS = {
  unknownField: (field: string) => `Unknown activity field: ${field}`,
  userNotVisible: 'User not found',
  badDate: 'Dates must be YYYY-MM-DD',
  rangeReversed: 'The end date is before the start date',
  pageTooLarge: (max: number) => `A page of the list holds at most ${max} activities`,
} as const;

/** The CSV export's file name. */
export const activityExportFileName = (today: string) => `activities_${today}.csv`;
