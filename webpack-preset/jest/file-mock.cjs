module.exports = '/assets/test-file.svg';
