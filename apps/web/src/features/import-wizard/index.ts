/** Public entry of the import wizard feature: other features use only these. */
export { ImportWizardDialog, type ImportWizardDialogProps } from './components/import-wizard-dialog';
