/** Public entry of the support feature: other features use only these. */
export { SupportProvider } from './support-provider';
export { useSupport, type SupportTopic } from './support-context';
