// findBy… and waitFor wait up to 5 s instead of 1 s: on two cores shared with builds and databases
// (CI), a test file's first render can take longer than a second while its modules compile.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
