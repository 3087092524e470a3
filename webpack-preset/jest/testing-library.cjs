// findBy… and waitFor wait up to 5 s instead of 1 s: on two cores shared with builds and databases
// (CI), a test file's first render can take longer than a second while its modules compile.
// Testing Library is the package's own dependency: resolved from the package jest runs in, so that
// this sets the very instance its tests import.
const { configure } = require(
  require.resolve('@testing-library/react', { paths: [process.cwd()] }),
);

configure({ asyncUtilTimeout: 5000 });
