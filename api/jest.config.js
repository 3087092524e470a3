/** Jest in native ESM mode: @swc/jest strips the types and keeps the ES modules. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // the contracts' TypeScript source, as the typecheck sees it (the build uses the compiled one)
    '^@staffledger/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@staffledger/contracts/schemas$': '<rootDir>/../contracts/src/schemas/index.ts',
    '^@staffledger/contracts/(xlsx|testing)$': '<rootDir>/../contracts/src/$1/index.ts',
    '^cookie$': '<rootDir>/src/testing/cookie-shim.cjs',
  },
  globalSetup: '<rootDir>/src/testing/globalSetup.mjs',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.mjs',
  maxWorkers: 2,
  testTimeout: 30000,
};
