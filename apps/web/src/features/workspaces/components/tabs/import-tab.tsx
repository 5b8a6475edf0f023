import { ImportHome } from '../../../import-home/components/import-home';

/** The import tab: tips, template downloads and the imported files. */
export function ImportTab() {
  return <ImportHome />;
}
