/** Public entry of the file uploads feature: other features use only these. */
export { useFileUploads } from './api/use-file-uploads';
export { FileUploadsSection } from './components/file-uploads-section';
