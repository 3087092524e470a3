import { EXCEL_FORMATS, type ExcelCell } from './excelCell.js';
import type { SharedStrings } from './sharedStrings.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The formats of typed cells in style order: style 0 is the default, style i + 1 is FORMATS[i]. */
const FORMATS = Object.values(EXCEL_FORMATS);
const STYLE_OF = new Map(FORMATS.map((format, i) => [format, i + 1]));
// the first number of the formats a workbook defines itself
const OWN_FORMATS = 164;

// characters XML 1.0 cannot hold, and halves of a character that lost their other half
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// anything xmlText changes: most texts have none of it and are written as they are
const NEEDS_CARE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text as XML content or an attribute value; what XML cannot hold is left out. */
export function xmlText(text: string): string {
  if (!NEEDS_CARE.test(text)) return text;
  return text.replace(NOT_XML, '').replace(SPECIAL, (c) => ENTITY[c]);
}

/** The letters of a column, counted from 0: A … Z, AA …. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

// a text that starts or ends with white space keeps it only when the XML says so
const EDGE_SPACE = /^\s|\s$/;

/** A text as the `<t>` element of a cell or of the table of texts. */
function textElement(text: string): string {
  const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
  return `<t${space}>${xmlText(text)}</t>`;
}

function textTail(text: string, shared?: SharedStrings): string {
  const n = shared ? shared.of(text) : -1;
  return n >= 0 ? ` t="s"><v>${n}</v></c>` : ` t="inlineStr"><is>${textElement(text)}</is></c>`;
}

/** The part `xl/sharedStrings.xml` of these texts, numbered from 0. */
export function sharedStringsXml(texts: string[]): string {
  let xml = `${HEAD}<sst xmlns="${MAIN}" uniqueCount="${texts.length}">`;
  for (const text of texts) xml += `<si>${textElement(text)}</si>`;
  return `${xml}</sst>`;
}

/**
 * A cell's XML after its `<c r="…"`: text from the table of texts (`shared`, while it has room)
 * or inline, numbers and booleans as values, typed cells styled; '' for an empty text, whose cell
 * is left out so that the spreadsheet sees it empty.
 */
export function cellTail(cell: ExcelCell, shared?: SharedStrings): string {
  if (typeof cell === 'string') return cell === '' ? '' : textTail(cell, shared);
  if (typeof cell === 'boolean') return ` t="b"><v>${cell ? 1 : 0}</v></c>`;
  const [value, style] = typeof cell === 'number' ? [cell, 0] : [cell.v, STYLE_OF.get(cell.z) ?? 0];
  // a spreadsheet has no NaN or infinity: such a value is written as the text it shows
  if (!Number.isFinite(value)) return textTail(String(value));
  return `${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;
}

/** One cell at `ref` (e.g. `B2`), or '' when it stays empty (see `cellTail`). */
export function cellXml(ref: string, cell: ExcelCell): string {
  const tail = cellTail(cell);
  return tail && `<c r="${ref}"${tail}`;
}

/** The header row: the labels as text cells in row 1 of the columns `refs` (A, B, …). */
export function headerRow(labels: string[], refs: string[]): string {
  return `<row r="1">${labels.map((label, c) => cellXml(`${refs[c]}1`, label)).join('')}</row>`;
}

/** The worksheet up to its first row: column widths in characters. */
export function sheetStart(widths: number[]): string {
  const cols = widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  return `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

export const SHEET_END = '</sheetData></worksheet>';

/** The parts of the workbook around its one worksheet, by path. */
export function workbookParts(sheet: string): Record<string, string> {
  const formats = FORMATS.map(
    (f, i) => `<numFmt numFmtId="${OWN_FORMATS + i}" formatCode="${xmlText(f)}"/>`,
  ).join('');
  const styled = FORMATS.map(
    (_, i) =>
      `<xf numFmtId="${OWN_FORMATS + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  ).join('');
  const relation = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"/>`;
  return {
    '[Content_Types].xml':
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/>` +
      '</Types>',
    '_rels/.rels':
      `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      relation('rId1', 'officeDocument', 'xl/workbook.xml') +
      '</Relationships>',
    'xl/workbook.xml':
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
      `<sheet name="${xmlText(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
      relation('rId1', 'worksheet', 'worksheets/sheet1.xml') +
      relation('rId2', 'styles', 'styles.xml') +
      relation('rId3', 'sharedStrings', 'sharedStrings.xml') +
      '</Relationships>',
    'xl/styles.xml':
      `${HEAD}<styleSheet xmlns="${MAIN}">` +
      `<numFmts count="${FORMATS.length}">${formats}</numFmts>` +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${FORMATS.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${styled}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  };
}

export const XLSX_TYPE = `${TYPE}.sheet`;
