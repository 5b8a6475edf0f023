/** Business constants and limits (spec part 1 §9, part 2 §9). */
export const APP_VERSION = '3.1.2';
export const PRODUCT_NAME = 'HDE';

export const TRIAL_DAYS = 90;
export const TRIAL_PRICE = '$0';

export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const COPIED_FEEDBACK_MS = 2000;
export const SESSION_EXPIRY_COUNTDOWN_MS = 120_000;
export const POST_SIGN_UP_WAIT_MS = 300;
export const LOADING_STEP_MS = 1000;
export const LOADING_MAX_BEFORE_DONE = 95;
export const CAROUSEL_INTERVAL_MS = 6000;
export const TRUST_CHECK_DELAY_MS = 5000;
export const TOX_CASE_REFETCH_MS = 3000;

export const PENDING_INVITATIONS_PAGE_SIZE = 10;
export const WORKSPACE_LIST_FETCH_LIMIT = 1000;
export const WORKSPACE_MANAGER_PAGE_SIZE = 10;
export const WORKSPACE_USERS_PAGE_SIZE = 10;
export const PENDING_REQUESTS_FETCH_LIMIT = 100;
export const WORKSPACE_SELECTOR_MAX_HEIGHT = 300;
export const PHONE_MAX_LENGTH = 12;

export const UPLOAD_MAX_FILES = 1;
export const SANDBOX_CASE_COUNT = 100;
export const MAPPING_SAMPLE_ROWS = 3;
export const FILE_TABLE_PAGE_SIZES = [10, 20, 50] as const;
export const IMPORT_ERRORS_PAGE_SIZES = [10, 25, 50] as const;
export const CASE_TABLE_PAGE_SIZES = [10, 25, 100] as const;
export const ACTIVITY_PAGE_SIZES = [10, 25, 50] as const;
export const RECENT_CASES_PAGE_SIZE = 5;
export const CASE_LIST_PAGE_SIZE = 10;
export const MY_DASHBOARDS_PAGE_SIZE = 10;
export const DASHBOARD_LIST_FETCH_LIMIT = 100;

export const RECENT_CASES_WINDOW_DAYS = 60;
export const ACTIVITIES_PER_DAY_WINDOW_DAYS = 365;

export const METRIC_TARGET_PERCENT = 90;
/** Exam on time: examTurnAround under this many days. */
export const EXAM_ON_TIME_UNDER_DAYS = 2;
/** Report and death certificate on time: within this many days. */
export const REPORT_ON_TIME_WITHIN_DAYS = 60;
export const NEAR_TARGET_GAP_POINTS = 10;
/** Yearly trend charts ignore years up to and including this one. */
export const YEARLY_TRENDS_IGNORE_UP_TO_YEAR = 2010;

export const TOP_LIST_LIMITS = {
  causesOfDeath: 10,
  causesWordCloud: 30,
  city: 10,
  race: 10,
  toxicologyAgeFacets: 5,
} as const;

export const QUICK_DATE_RANGES = ['Last 24 Hours', 'Last 7 Days', 'Last 30 Days'] as const;
export const DEATHS_BY_MONTH_YEARS = 6;
export const PUBLIC_DEATHS_BY_MONTH_FULL_YEARS = 5;
export const TRENDS_DEFAULT_YEARS = 6;
export const TREND_ATTEMPTS = 5;

export const DASHBOARD_PASSWORD_MIN_LENGTH = 8;
export const FILTER_LOOKUP_LIMIT = 10;
export const FILTER_LOOKUP_DEBOUNCE_MS = 500;
export const CASE_SEARCH_LIMIT = 10;
export const CASE_SEARCH_DEBOUNCE_MS = 500;
export const TOX_CASE_LOOKUP_DEBOUNCE_MS = 1000;

/**
 * Drug-induced causes (spec §9: 'opioid' or 'toxicity'), widened to the other words pathologists write for a drug
 * death ("Acute fentanyl intoxication", "Mixed drug overdose", "Oxycodone poisoning"); see the departures in
 * docs/ARCHITECTURE.md. Causes naming a non-drug poison are not drug deaths, whatever word follows.
 */
export const DRUG_INDUCED_MATCHES = ['opioid', 'toxicity', 'intoxication', 'overdose', 'poisoning'] as const;
export const DRUG_INDUCED_EXCLUSIONS = ['carbon monoxide', 'food poisoning'] as const;

export const TOX_AGE_GROUPS = [
  '0-9',
  '10-14',
  '15-24',
  '25-44',
  '45-64',
  '65-74',
  '75-84',
  '85+',
  'Unknown',
] as const;
export const DEATH_AGE_GROUPS = [
  '0-1',
  '2-4',
  '5-12',
  '13-17',
  '18-24',
  '25-44',
  '45-64',
  '65-74',
  '75-84',
  '85+',
] as const;
/** Child death: age under this (17 and under). */
export const CHILD_AGE_UNDER = 18;

export const TOX_RACES = [
  'Asian',
  'Black or African American',
  'Hispanic or Latino',
  'Indian',
  'Other',
  'White',
] as const;
export const TOX_RACE_OTHER_INCLUDES = ['Other', 'Unknown', 'Prefer not to say'] as const;
export const TOX_SEXES = [
  { code: 'F', label: 'Female' },
  { code: 'M', label: 'Male' },
  { code: 'U', label: 'Unknown' },
] as const;

export const OPIOID_SUBSTANCES = [
  'fentanyl',
  'morphine',
  'cocaine',
  'oxycodone',
  'hydrocodone',
  'methadone',
  'buprenorphine',
  'hydromorphone',
  'oxymorphone',
  'tramadol',
  'codeine',
  'carfentanil',
  'acetylfentanyl',
  'furanylfentanyl',
  'butyrylfentanyl',
] as const;

export const SUBSTANCE_PIE_EXCLUDES = [
  'DA',
  'Ecgonine Methyl Ester',
  'Nicotine',
  'Cocaethylene',
  'Caffeine',
] as const;
export const AGE_CHART_EXCLUDES = ['DA', 'CO', 'Alkaline Drug Screen', 'Ecgonine Methyl Ester'] as const;

export const MAP_DEFAULT_VIEW = { latitude: 39.83, longitude: -98.58, zoom: 4 } as const;
export const MAP_CITY_VIEW = { latitude: 33.5186, longitude: -86.8104, zoom: 10 } as const;
export const MAP_COORDINATE_DECIMALS = 2;
export const MAP_ZOOM_SINGLE_RESIDENCE = 14;
export const MAP_ZOOM_MULTIPLE_MARKERS = 12;

export const EMBED_IFRAME = {
  width: '100%',
  height: 600,
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

export const THEME_COOKIE = 'hde_mode';
export const DEFAULT_THEME_MODE = 'light' as const;

export const DATE_FORMATS = {
  default: 'L HH:mm',
  imports: 'L LTS',
  public: 'MM/DD/YYYY',
} as const;

export const MISSING_VALUE = '---';

/** The toxicology module's one workspace, shared by all users (spec part 1 §2). */
export const TOX_WORKSPACE_ID = '00000000-0000-4000-8000-0000000070c5';
/** The MDI module's seeded demo workspace. */
export const MDI_DEMO_WORKSPACE_ID = '00000000-0000-4000-8000-00000000de70';
