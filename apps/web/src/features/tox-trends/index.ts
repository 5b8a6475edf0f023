/** Public entry of the toxicology trends feature: other features use only these. */
export { ToxTrends } from './components/tox-trends';
