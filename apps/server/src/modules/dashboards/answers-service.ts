import type { AnalyticsArea, ParsedQueryBody } from '@hde/contracts/api';
import { DASHBOARD_ERRORS } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';
import type { DashboardView } from './access.js';
import { ownQueries, ownQueryKey, widgetKeys, type SavedView } from './answers.js';
import { computeDashboardAnswers, type AnswersDeps } from './answers-compute.js';
import { storedAnswers, storedConfiguration } from './answers-repo.js';
import { namedJsonText } from '../../platform/json-text-reply.js';

/** A named body a viewer asks: `area` is the widget's for `results`, CASE for the query calls (spec §7.2). */
export interface AskedQuery {
  name: string;
  area: AnalyticsArea;
  body: ParsedQueryBody;
}

const notOwnQuery = () => new HttpError(400, DASHBOARD_ERRORS.notOwnQuery);
/** Shared by link, not yet published: the job computing its answers has not finished. */
const preparing = () => new HttpError(503, DASHBOARD_ERRORS.preparing);

/** What anonymous viewers are shown: the saved view the stored published answers were computed for. */
export type PublishedView = SavedView;

/**
 * Answers a dashboard's viewers. Signed in: LIVE through the analytics service (cached by data version);
 * SNAPSHOT own bodies from the stored snapshot, taken on the spot when none answers the dashboard yet; bodies that
 * are not the dashboard's own only for those who may query freely, run live. Anonymous: the stored published
 * answers, looked up by key, and nothing else (no case is read).
 */
export function createDashboardAnswers(deps: AnswersDeps) {
  const computing = new Map<string, Promise<void>>();

  /** One computation per dashboard at a time in this process: viewers arriving together wait for the same. */
  function takeSnapshot(dashboardId: string): Promise<void> {
    let running = computing.get(dashboardId);
    if (!running) {
      running = computeDashboardAnswers(deps, dashboardId).finally(() => computing.delete(dashboardId));
      computing.set(dashboardId, running);
    }
    return running;
  }

  /** Through the analytics service, an area's bodies together: one read of the workspace's data version. */
  async function live(view: DashboardView, asked: readonly AskedQuery[]): Promise<string[]> {
    const { workspaceId } = view.dashboard;
    const areas = [...new Set(asked.map((query) => query.area))];
    const answered = await Promise.all(
      areas.map((area) => {
        const named = asked.filter((query) => query.area === area).map((query) => [query.name, query.body]);
        return deps.analytics.queryMany(workspaceId, area, Object.fromEntries(named));
      }),
    );
    const byName = Object.assign({}, ...answered) as Record<string, unknown>;
    return asked.map((query) => JSON.stringify(byName[query.name]));
  }

  async function snapshotAnswers(dashboardId: string, keys: string[]): Promise<Map<string, string>> {
    const stored = await storedAnswers(deps.db, dashboardId, 'snapshot', keys);
    if (stored && keys.every((key) => stored.answers.has(key))) return stored.answers;
    await takeSnapshot(dashboardId);
    const taken = await storedAnswers(deps.db, dashboardId, 'snapshot', keys);
    if (!taken || !keys.every((key) => taken.answers.has(key))) {
      throw new Error('the snapshot taken does not answer the dashboard');
    }
    return taken.answers;
  }

  /** The answers of the asked bodies, in their order, as JSON texts. */
  async function signedIn(view: DashboardView, asked: readonly AskedQuery[]): Promise<string[]> {
    const own = ownQueries(view.dashboard);
    const keys = asked.map((query) => ownQueryKey(query.area, query.body));
    if (!view.freeQueries && keys.some((key) => !own.has(key))) throw notOwnQuery();
    if (view.dashboard.type === 'LIVE') return live(view, asked);
    const ownKeys = keys.filter((key) => own.has(key));
    const stored = ownKeys.length > 0 ? await snapshotAnswers(view.dashboard.id, ownKeys) : new Map();
    const free = asked.filter((_query, index) => !own.has(keys[index] as string));
    const freeAnswers = await live(view, free);
    return keys.map((key) => stored.get(key) ?? (freeAnswers.shift() as string));
  }

  async function anonymous(view: DashboardView, asked: readonly AskedQuery[]): Promise<string[]> {
    const keys = asked.map((query) => ownQueryKey(query.area, query.body));
    const stored = await storedAnswers(deps.db, view.dashboard.id, 'published', keys);
    if (!stored) throw preparing();
    return keys.map((key) => {
      const answer = stored.answers.get(key);
      if (answer === undefined) throw notOwnQuery();
      return answer;
    });
  }

  /** The saved view anonymous viewers see; 503 until published answers are stored. */
  async function publishedView(dashboardId: string): Promise<PublishedView> {
    const stored = await storedConfiguration(deps.db, dashboardId, 'published');
    if (!stored) throw preparing();
    return stored as PublishedView;
  }

  /** What `results` asks: every widget's own body, named by its widget id. */
  function widgetsOf(saved: SavedView): AskedQuery[] {
    const keys = widgetKeys(saved);
    const queries = ownQueries(saved);
    return [...keys].map(([name, key]) => {
      const query = queries.get(key);
      if (!query) throw new Error('a widget key names no own query');
      return { name, area: query.area, body: query.body };
    });
  }

  return {
    answer: (view: DashboardView, asked: readonly AskedQuery[]) =>
      view.exact ? signedIn(view, asked) : anonymous(view, asked),
    publishedView,
    /** `{ [widgetId]: QueryResult }` of every widget of the view's definition, as JSON text. */
    async results(view: DashboardView): Promise<string> {
      const asked = widgetsOf(view.exact ? view.dashboard : await publishedView(view.dashboard.id));
      const answers = view.exact ? await signedIn(view, asked) : await anonymous(view, asked);
      return namedJsonText(
        asked.map((query) => query.name),
        answers,
      );
    },
    /** Refresh Snapshot: the snapshot (and its published answers when shared) taken again, now. */
    refresh: (view: DashboardView, userId: string) =>
      computeDashboardAnswers(deps, view.dashboard.id, {
        refresh: true,
        activity: { userId, action: 'REFRESH_SNAPSHOT' },
      }),
  };
}

export type DashboardAnswers = ReturnType<typeof createDashboardAnswers>;
