/**
 * The corporations that exist get the INVOICE annexTimesheets setting (on), as a new corporation
 * does: their invoices carry the timesheets they bill (docs/workflows.md#invoices-that-carry-their-hours).
 */
export default `
INSERT INTO admin_settings (corp_id, category, feature, description, value)
SELECT id, 'INVOICE', 'annexTimesheets',
       'Whether invoices carry the timesheets they bill, with their attachments (true or false)',
       'true'
  FROM corporations
ON CONFLICT DO NOTHING;
`;
