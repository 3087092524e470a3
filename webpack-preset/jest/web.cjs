/**
 * The jest configuration of every browser package (shared, shell, remotes): jsdom, SWC with the
 * React automatic runtime, CSS and images mocked.
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
    // generous: two cores shared with builds and databases in CI
    testTimeout: 15_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // @staffledger/shared is TypeScript source behind a pnpm symlink; jest follows it to its real
    // path (outside node_modules), so SWC transforms it like the package's own files.
    transform: { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/'],
    moduleNameMapper: {
      // the contracts' TypeScript source, whose relative imports name the compiled `.js` files
      '^@staffledger/contracts$': path.join(__dirname, '..', '..', 'contracts', 'src', 'index.ts'),
      // its other entries (the Excel writer, the test reader), source too
      '^@staffledger/contracts/(xlsx|testing)$': path.join(
        __dirname,
        '..',
        '..',
        'contracts',
        'src',
        '$1',
        'index.ts',
      ),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': 'identity-obj-proxy',
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
