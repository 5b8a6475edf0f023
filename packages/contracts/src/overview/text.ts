import type { MetricKind, MetricStatus } from './metrics.js';

/** Visible texts of the workspace overview (spec part 2 §2.6, §4 metric status). */
export const OVERVIEW_TEXT = {
  countCards: {
    cases: 'Workspace Cases',
    imports: 'Workspace Imports',
    activities: 'Workspace Activities',
  },
  recentCasesTitle: 'Latest Cases (Last 60 Days)',
  recentCasesEmpty: 'No recent cases found',
  recentCaseColumns: {
    caseId: 'Case ID',
    deathDate: 'Death Date',
    pathologist: 'Pathologist',
    examTurnAround: 'Exam TAT',
    reportTurnaroundTime: 'Report TAT',
    dcTurnaroundTime: 'Death Certificate TAT',
    districtAttorney: 'District Attorney',
    circuitCaseNumber: 'Circuit Case No.',
    judge: 'Judge',
    trialDate: 'Trial Date',
  },
  /** Turnarounds are whole days. */
  days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  features: 'Features',
  featureCards: {
    import: {
      title: 'Data Import Wizard',
      body: 'Upload case, diagnosis and toxicology files; map their columns once and follow each import live.',
      action: 'Open Import Wizard',
    },
    analytics: {
      title: 'Analytics',
      body: 'Explore causes, demographics, jurisdiction and examination data with filters shared across tabs.',
      action: 'Open Analytics',
    },
    cases: {
      title: 'Individual Cases',
      body: 'Open any case for its timeline, findings, toxicology, places and the files it came from.',
      action: 'Open Case List',
    },
  },
  previousFeature: 'Previous feature',
  nextFeature: 'Next feature',
  showFeature: (title: string) => `Show ${title}`,
  /** Position of a feature card in the carousel, for screen readers. */
  featureSlide: (position: number, count: number) => `${position} of ${count}`,
  metricsTitle: 'Turnaround Metrics',
  viewMetricsFor: 'View Metrics For',
  metricTitles: {
    exam: 'Exam Metrics',
    report: 'Report Metrics',
    deathCertificate: 'Death Certificate Metrics',
  } satisfies Record<MetricKind, string>,
  metricRules: {
    exam: 'Exams within 1 day of death',
    report: 'Reports signed out within 60 days of the exam',
    deathCertificate: 'Death certificates to the health department within 60 days of death',
  } satisfies Record<MetricKind, string>,
  metricStatus: {
    onTrack: 'On Track',
    nearTarget: 'Near Target',
    offTrack: 'Off Track',
    notAvailable: 'N/A',
  } satisfies Record<MetricStatus, string>,
  target: (percent: number) => `Target ${percent}%`,
  /** The metric period (spec §9): 01/01 to 12/31 of the chosen year. */
  period: (year: number) => `01/01/${year} - 12/31/${year}`,
  onTimeOf: (onTime: number, total: number) => `${onTime} of ${total} on time`,
  viewMetricAnalytics: 'View Metric Analytics',
  selectedYear: 'Selected Year',
  yearlyTrends: 'Yearly Trends',
  byPathologist: 'On time by pathologist',
  /** The pathologist row of cases that name none. */
  unknownPathologist: 'Unknown',
  percentByYear: 'Percent on time by year',
  countsByYear: 'Cases by year',
  onTime: 'On time',
  late: 'Late',
  percentOnTime: '% on time',
  noMetricData: 'No cases with this turnaround in the selected year',
  noTrendData: 'No yearly data after 2010',
  close: 'Close',
  noYears: 'No cases yet',
} as const;
