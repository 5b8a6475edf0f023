import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

/**
 * The house's boundaries (docs/ARCHITECTURE.md, rules of the house), checked on every lint:
 * - a web feature reaches another feature only through its public entry `features/<name>/index.ts` (or,
 *   in tests, its test fixtures); what several features share lives in `lib/` or `components/`;
 *   `lib/` and `components/` import no feature;
 * - a server module reaches another only through an `index.ts` or `service.ts` of its own;
 * - server code other than routes files, their tests, module entries and the app that registers them
 *   imports no HTTP routes file;
 * - `contracts` and `file-reading` import nothing of ours, `charts` only `contracts`;
 * - no import cycles (value imports; a type-only import leaves nothing at run time).
 */

const SERVER = 'apps/server/src';

const notThisOne = (capture) => `!{{ from.element.captured.${capture} }}`;

export const architectureBoundaries = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // One resolver for both plugins: it follows the workspaces' `exports` and the server's `.js` specifiers.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/{lib,components}' },
        { type: 'web-app', pattern: 'apps/web/src/*' },
        { type: 'server-module', pattern: `${SERVER}/modules/*`, capture: ['module'] },
        { type: 'server-core', pattern: `${SERVER}/*` },
        { type: 'contracts', pattern: 'packages/contracts' },
        { type: 'charts', pattern: 'packages/charts' },
        { type: 'file-reading', pattern: 'packages/file-reading' },
      ],
      'boundaries/files': [{ category: 'routes', pattern: '**/*routes.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkInternals: true,
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: { type: 'web-feature', captured: { feature: notThisOne('feature') } },
                  // A feature's test fixtures are test-only and may serve other features' tests.
                  file: { path: '!**/features/*/{index.ts,*-test-fixtures.ts,*-test-fixtures.tsx}' },
                },
              },
              message: 'A feature uses another feature only through its index.ts',
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'lib/ and components/ import no feature',
            },
            {
              from: { element: { type: 'server-module' } },
              disallow: {
                to: {
                  element: { type: 'server-module', captured: { module: notThisOne('module') } },
                  file: { path: '!**/modules/**/{index,service}.ts' },
                },
              },
              message: 'A module uses another only through its index.ts or service.ts',
            },
            {
              from: {
                element: { types: ['server-module', 'server-core'] },
                file: {
                  path: `!{**/{*routes,*.test,index}.ts,${SERVER}/app.ts,${SERVER}/platform/idp/plugin.ts}`,
                },
              },
              disallow: { to: { file: { categories: 'routes' } } },
              message: 'Only routes files, tests and what registers routes import a routes file',
            },
            {
              from: { element: { type: 'contracts' } },
              disallow: { to: { element: { type: '!contracts', isUnknown: false } } },
              message: 'contracts imports nothing of ours',
            },
            {
              from: { element: { type: 'file-reading' } },
              disallow: { to: { element: { type: '!file-reading', isUnknown: false } } },
              message: 'file-reading imports nothing of ours',
            },
            {
              from: { element: { type: 'charts' } },
              disallow: { to: { element: { type: '!{charts,contracts}', isUnknown: false } } },
              message: 'charts imports nothing of ours but contracts',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
];
