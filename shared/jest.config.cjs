// shared has no dependency on the preset, whose jest configuration sits beside it in the workspace
module.exports = require('../webpack-preset/jest/web.cjs')(__dirname, 'shared');
