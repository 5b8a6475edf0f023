/** Public entry of the import wizard feature: other features use only these. */
export { ImportWizardDialog } from './components/import-wizard-dialog';
