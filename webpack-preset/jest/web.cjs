/**
 * The jest configuration of every browser package (shared, shell, remotes), `@staffledger/webpack-preset/jest`:
 * jsdom, SWC with the React automatic runtime, CSS and images mocked. A package's jest.config.cjs:
 *   module.exports = require('@staffledger/webpack-preset/jest')(__dirname, 'mfe-corps');
 * The workspace packages resolve as the webpack build resolves them: through the `staffledger-source`
 * export condition, to their TypeScript source where they have one (this repository), else to the
 * JavaScript of their packages (a remote built elsewhere).
 */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = function webJestConfig(packageDir, displayName) {
  return {
    displayName,
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    // jsdom's own condition, and the one that names the TypeScript source of the contracts and the
    // shared library (as webpack's conditionNames in parts.cjs); an installed package has none
    // such and resolves to its dist
    testEnvironmentOptions: { customExportConditions: ['browser', 'staffledger-source'] },
    // generous: two cores shared with builds and databases in CI
    testTimeout: 15_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // Here the workspace packages are TypeScript source behind a pnpm symlink; jest follows it to
    // its real path (outside node_modules), so SWC transforms it like the package's own files.
    // Installed from their packs, they are ES modules in node_modules (pnpm:
    // node_modules/.pnpm/<x>/node_modules/@staffledger/…), which SWC turns into CommonJS too.
    transform: { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@staffledger/)'],
    moduleNameMapper: {
      // the contracts' relative imports name the compiled `.js` files, their source is `.ts`
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // resolved from the package: the library's files (its style sheets) import it too
      '\\.css$': require.resolve('identity-obj-proxy', { paths: [packageDir] }),
      '\\.(svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'file-mock.cjs'),
    },
    // module names resolve from the package, which has jest-dom as a dev dependency
    setupFilesAfterEnv: [
      '@testing-library/jest-dom',
      path.join(__dirname, 'text-encoder.cjs'),
      path.join(__dirname, 'web-streams.cjs'),
      path.join(__dirname, 'testing-library.cjs'),
    ],
  };
};
