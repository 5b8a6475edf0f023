import type { DashboardConfiguration } from '@hde/contracts';
import {
  DASHBOARD_PASSWORD_RULES,
  passesDashboardPasswordRules,
  type Dashboard,
  type DashboardCreate,
  type DashboardMode,
  type DashboardType,
  type DashboardUpdate,
  type FilterEntry,
  withoutCaseList,
} from '@hde/contracts/api';

/** What the Save as Dashboard dialog asks (spec part 2 §2.10); type and access level start unset. */
export interface DashboardSetup {
  name: string;
  description: string;
  type: DashboardType | '';
  mode: DashboardMode | '';
  password: string;
  emails: string[];
}

export const EMPTY_SETUP: DashboardSetup = {
  name: '',
  description: '',
  type: '',
  mode: '',
  password: '',
  emails: [],
};

/** Access fields: a PASSWORD dashboard needs a password meeting the five rules, a PRIVATE one an e-mail. */
function accessIsComplete(access: Pick<DashboardSetup, 'mode' | 'password' | 'emails'>): boolean {
  if (access.mode === 'PASSWORD') return passesDashboardPasswordRules(access.password);
  if (access.mode === 'PRIVATE') return access.emails.length > 0;
  return access.mode === 'PUBLIC';
}

/** Save is enabled only when name, description, type and access level are set and the access is complete (§5). */
export function setupIsComplete(setup: DashboardSetup): boolean {
  return (
    setup.name.trim() !== '' &&
    setup.description.trim() !== '' &&
    setup.type !== '' &&
    accessIsComplete(setup)
  );
}

/** Reset Password is enabled once the first four rules pass; saving needs all five (spec §5). */
export const passesFirstFourRules = (password: string) =>
  DASHBOARD_PASSWORD_RULES.slice(0, 4).every((rule) => rule.test(password));

/** An e-mail typed into the viewer list, as kept: trimmed; a repeat (in any case) is not added twice. */
export function addEmail(emails: readonly string[], typed: string): string[] {
  const email = typed.trim();
  if (email === '' || emails.some((known) => known.toLowerCase() === email.toLowerCase())) return [...emails];
  return [...emails, email];
}

/** The analytics tabs as a dashboard keeps them: never the Case List, nor a case table elsewhere (spec §5). */
export const dashboardTabs = (configuration: DashboardConfiguration) => withoutCaseList(configuration).tabs;

export interface SavedView {
  configuration: DashboardConfiguration;
  /** The filter bar's entries. */
  filters: readonly FilterEntry[];
  /** The quick search. */
  text: string;
}

/** The create body of a complete setup: the access fields its mode uses, the tabs, the filters and the search. */
export function createBody(setup: DashboardSetup, view: SavedView): DashboardCreate {
  if (setup.type === '' || setup.mode === '') throw new Error('The dashboard setup is incomplete');
  const text = view.text.trim();
  return {
    name: setup.name.trim(),
    description: setup.description.trim(),
    type: setup.type,
    live: setup.type === 'LIVE',
    mode: setup.mode,
    emails: setup.mode === 'PRIVATE' ? setup.emails : [],
    ...(setup.mode === 'PASSWORD' ? { password: setup.password } : {}),
    config: { tabs: dashboardTabs(view.configuration) },
    rawFilters: [...view.filters],
    ...(text ? { text } : {}),
  };
}

/** Whether the edited access may be saved: switching into PASSWORD needs a new valid password (spec §4, §5). */
export function accessEditIsComplete(saved: Dashboard, access: Omit<DashboardSetup, 'name' | 'description'>) {
  if (access.type === '' || access.mode === '') return false;
  if (access.mode === 'PASSWORD' && saved.mode === 'PASSWORD') return true;
  return accessIsComplete(access);
}

/**
 * The update body (spec §7.3, body as create): the saved dashboard with the changed fields; a password only when
 * switching into PASSWORD; e-mails only for PRIVATE. Filters are the viewer's to change, so they are not sent.
 */
export function updateBody(saved: Dashboard, change: Partial<DashboardSetup>): DashboardUpdate {
  const type = change.type || saved.type;
  const mode = change.mode || saved.mode;
  const switchesToPassword = mode === 'PASSWORD' && saved.mode !== 'PASSWORD';
  return {
    name: (change.name ?? saved.name).trim(),
    description: (change.description ?? saved.description).trim(),
    type,
    live: type === 'LIVE',
    mode,
    emails: mode === 'PRIVATE' ? (change.emails ?? saved.emails) : [],
    ...(switchesToPassword ? { password: change.password ?? '' } : {}),
  };
}
