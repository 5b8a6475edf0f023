import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { buildWidgetChart, mapMarkers, type Disclosure, type MapMarker, type WidgetChart } from '@hde/charts';
import { MAP_DEFAULT_VIEW, MISSING_VALUE, type DashboardWidget } from '@hde/contracts';
import type { QueryResult } from '@hde/contracts/api';
import { ANALYTICS_TEXT, PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { EChart } from '../charts/echart';
import { useElementWidth } from './use-element-width';

const WidgetMap = lazy(() => import('./widget-map').then((module) => ({ default: module.WidgetMap })));

const MAP_HEIGHT = 420;

/** An empty widget: no data for the filters when one is set, otherwise no values recorded for it at all. */
function NoData({ narrowed }: { narrowed: boolean }) {
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {narrowed ? ANALYTICS_TEXT.noData : ANALYTICS_TEXT.noValues}
      </Typography>
    </Box>
  );
}

export interface WidgetContentProps {
  widget: DashboardWidget;
  /** The widget's answer; undefined while it loads or when the tab's query failed. */
  result: QueryResult | undefined;
  loading: boolean;
  /** A filter or the quick search is set. */
  narrowed: boolean;
  /** Set in public views: the answer is a published aggregate, and the widget says what was withheld. */
  disclosure?: Disclosure;
}

/** A line under a widget saying what disclosure control withheld from it. */
function DisclosureNote({ children }: { children: string }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary">
      {children}
    </Typography>
  );
}

/** What a public map says under it: why some places have no count, and that small places are left out. */
function mapNotes(markers: readonly MapMarker[], { threshold }: Disclosure): string[] {
  const suppressed = markers.some((marker) => marker.count === null);
  return [
    ...(suppressed ? [PUBLIC_DASHBOARD_TEXT.suppressedLegend(threshold)] : []),
    PUBLIC_DASHBOARD_TEXT.mapSuppressedLegend(threshold),
  ];
}

/** What one widget shows: a big number, a chart, a map or a table, or the no-data text. */
export function WidgetContent({ widget, result, loading, narrowed, disclosure }: WidgetContentProps) {
  const mode = useTheme().palette.mode;
  const [measure, measuredWidth] = useElementWidth<HTMLDivElement>();
  // The word cloud lays its words out, and a public chart wraps its notes, for the card's real width; the other
  // charts resize themselves.
  const width = widget.transformer === 'wordCloud' || disclosure ? measuredWidth : undefined;
  const chart = useMemo<WidgetChart | null>(
    () =>
      result && widget.transformer !== 'map'
        ? buildWidgetChart(widget, result, { mode, width, disclosure })
        : null,
    [widget, result, mode, width, disclosure],
  );
  const markers = useMemo(
    () => (result && widget.transformer === 'map' ? mapMarkers(result) : []),
    [widget, result],
  );

  if (!result) {
    if (!loading) return <NoData narrowed={narrowed} />;
    return <Skeleton variant="rounded" height={widget.transformer === 'stat' ? 56 : 240} />;
  }

  if (widget.transformer === 'map') {
    if (markers.length === 0) return <NoData narrowed={narrowed} />;
    return (
      <>
        <Suspense fallback={<Skeleton variant="rounded" height={MAP_HEIGHT} />}>
          <WidgetMap
            markers={markers}
            view={widget.map ?? MAP_DEFAULT_VIEW}
            mode={mode}
            label={ANALYTICS_TEXT.mapLabel(widget.title)}
            height={MAP_HEIGHT}
          />
        </Suspense>
        {disclosure && (
          <Box>
            {mapNotes(markers, disclosure).map((note) => (
              <DisclosureNote key={note}>{note}</DisclosureNote>
            ))}
          </Box>
        )}
      </>
    );
  }

  switch (chart?.kind) {
    case 'stat':
      return (
        <>
          <Typography
            component="p"
            variant="h3"
            sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2 }}
          >
            {chart.suppressed
              ? ANALYTICS_TEXT.suppressed
              : chart.value === null
                ? MISSING_VALUE
                : chart.value.toLocaleString('en-US')}
          </Typography>
          {chart.note && <DisclosureNote>{chart.note}</DisclosureNote>}
        </>
      );
    case 'echarts':
      return (
        <div ref={measure}>
          <EChart
            option={chart.option}
            height={chart.height}
            label={ANALYTICS_TEXT.chartLabel(widget.title)}
          />
        </div>
      );
    case 'table':
      return (
        <TableContainer>
          <Table size="small" aria-label={widget.title}>
            <TableHead>
              <TableRow>
                {chart.columns.map((column) => (
                  <TableCell key={column.field} sx={{ fontWeight: 600 }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {chart.rows.map((row, index) => (
                <TableRow key={index}>
                  {chart.columns.map((column) => (
                    <TableCell key={column.field}>{row[column.field] ?? MISSING_VALUE}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      );
    default:
      return <NoData narrowed={narrowed} />;
  }
}
