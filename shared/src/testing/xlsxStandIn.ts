// The xlsx package as the remotes' and the shell's tests load it (jest maps the name here), so that
// an export keeps its workbook for downloadedWorkbook() instead of writing a file.
import { fakeXlsx } from './fakeXlsx';

export const { utils, writeFile } = fakeXlsx;
