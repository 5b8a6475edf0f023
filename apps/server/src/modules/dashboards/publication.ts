import type { DashboardConfiguration } from '@hde/contracts';
import type {
  DashboardConfig,
  DashboardConfigWidget,
  DisclosureWidgetReport,
  ParsedQueryBody,
} from '@hde/contracts/api';
import { computePublication, publishedBodyKey, type RunQuery } from '../public-dashboards/index.js';
import { ownWidgets, type SavedView } from './answers.js';

/** What anonymous viewers of a PUBLIC or PASSWORD dashboard get: tabs, answers by own key, the report rows. */
export interface DashboardPublication {
  configuration: DashboardConfig;
  /** The published answer of each own body, as JSON text, by its own key. */
  answers: Map<string, string>;
  widgets: DisclosureWidgetReport[];
}

/**
 * The body disclosure control judges for an own body: the saved filters joined to the widget's own filter, where
 * its field allowlist reads them (a body's `where` is a viewer's filter, which a public answer never takes). A
 * quick search stays, and the allowlist refuses it.
 */
function publicBodyOf({ where, ...body }: ParsedQueryBody): ParsedQueryBody {
  if (!where) return body;
  return { ...body, initialFilter: body.initialFilter ? { and: [body.initialFilter, where] } : where };
}

/** Positional ids, so each widget is found again whatever ids the saved configuration repeats. */
const positionOf = (tabIndex: number, widgetIndex?: number) =>
  widgetIndex === undefined ? `${tabIndex}` : `${tabIndex}/${widgetIndex}`;

/**
 * Computes a custom dashboard's published answers with the public dashboards' disclosure control (field
 * allowlist, suppression across every widget, the public deaths-by-month window): each widget posts its own
 * body, so each published answer is stored under the own body's key. The configuration keeps every tab, with the
 * widgets that were published, as saved (a viewer makes their bodies from them and the saved filters).
 */
export async function computeDashboardPublication(
  saved: SavedView,
  options: { run: RunQuery; threshold: number; lastFullYear: number | null; heartbeat(): Promise<void> },
): Promise<DashboardPublication> {
  const ownQueryOf = new Map(ownWidgets(saved).map(({ widget, query }) => [widget, query]));
  const ownOf = (widget: DashboardConfigWidget) => {
    const own = ownQueryOf.get(widget);
    if (!own) throw new Error('a widget of the configuration has no own query');
    return own;
  };
  const positioned: DashboardConfiguration = {
    tabs: saved.config.tabs.map((tab, tabIndex) => ({
      id: positionOf(tabIndex),
      title: tab.title,
      widgets: tab.widgets.map((widget, widgetIndex) => ({
        ...widget,
        id: positionOf(tabIndex, widgetIndex),
        query: publicBodyOf(ownOf(widget).body),
      })),
    })),
  };
  const publication = await computePublication(positioned, options);
  const publishedBodies = new Map(
    publication.tabs.flatMap((tab) => tab.widgets.map((widget) => [widget.id, widget.query])),
  );

  const answers = new Map<string, string>();
  const configuration: DashboardConfig = {
    tabs: saved.config.tabs.map((tab, tabIndex) => ({
      id: tab.id,
      title: tab.title,
      widgets: tab.widgets.flatMap((widget, widgetIndex) => {
        const body = publishedBodies.get(positionOf(tabIndex, widgetIndex));
        if (!body) return [];
        const own = ownOf(widget);
        const answer = JSON.stringify(publication.answers[publishedBodyKey(body)]);
        // Two widgets posting one body with different public answers (a deaths-by-month window): the first is kept.
        if ((answers.get(own.key) ?? answer) !== answer) return [];
        answers.set(own.key, answer);
        return [withoutWindow(widget)];
      }),
    })),
  };
  const reported = publication.widgets.map((entry) => {
    const [tabIndex, widgetIndex] = entry.widgetId.split('/').map(Number);
    const tab = saved.config.tabs[tabIndex ?? -1];
    const widget = tab?.widgets[widgetIndex ?? -1];
    return { ...entry, tabId: tab?.id ?? entry.tabId, widgetId: widget?.id ?? entry.widgetId };
  });
  return { configuration, answers, widgets: reported };
}

/** A published deaths-by-month chart shows the public window's full years: the sliding window is not drawn. */
function withoutWindow({ window: _window, ...widget }: DashboardConfigWidget): DashboardConfigWidget {
  return widget;
}
