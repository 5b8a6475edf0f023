/** Public entry of the toxicology cases feature: other features use only these. */
export { ToxCaseAnalytics } from './components/tox-case-analytics';
