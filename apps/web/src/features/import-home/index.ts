/** Public entry of the import home feature: other features use only these. */
export { ImportHome } from './components/import-home';
