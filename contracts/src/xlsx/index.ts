// The one Excel and ZIP writer of the workspace, for the screens' Download Excel and the API's
// corporation archive alike: an entry of its own, so that a screen loads it only when it exports.
export { ExcelFile, MAX_SHEET_ROWS } from './excelFile.js';
export { XLSX_TYPE } from './sheetXml.js';
export { ZipWriter, type ByteSink, type ZipFileWriter } from './zipWriter.js';
export { crc32 } from './crc32.js';
