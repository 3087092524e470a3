/** Component tests of the shell (jsdom, SWC). Module Federation calls live in src/mf/federation.ts and are mocked. */
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

module.exports = {
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // @staffledger/shared is TypeScript source behind a pnpm symlink; jest follows it to its real
  // path (outside node_modules), so SWC transforms it too.
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/test/fileMock.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
