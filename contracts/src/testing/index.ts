// Test helpers of the Excel files both sides write: Node only, never part of the build.
export { readXlsx, unzip, type ReadSheet } from './readXlsx.js';
