module.exports = require('@staffledger/webpack-preset/jest')(__dirname, 'mfe-timesheets');
