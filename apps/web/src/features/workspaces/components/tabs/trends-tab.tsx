import { ToxTrends } from '../../../tox-trends';

/** The Trends & Patterns tab of the toxicology module. */
export function TrendsTab() {
  return <ToxTrends />;
}
