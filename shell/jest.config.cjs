const base = require('@staffledger/webpack-preset/jest')(__dirname, 'shell');

module.exports = {
  ...base,
  moduleNameMapper: {
    // The screens load lazily in the browser to keep them off the sign-in page (a build concern,
    // checked by scripts/bundle-size.mjs and the browser tests); here every screen renders at once,
    // so that a test does not depend on which earlier test already loaded a screen.
    '^\\./lazyScreens$': '<rootDir>/src/testing/eagerScreens.ts',
    ...base.moduleNameMapper,
  },
};
