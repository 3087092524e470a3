/**
 * An employee has at most one Active billing arrangement with a vendor on any day
 * (api/src/modules/billings/README.md#one-active-arrangement): a second one over the same dates
 * would make no timesheets (its periods overlap the first one's sheets) and never bill. The
 * database holds the rule, so two saves at once cannot both pass a check that reads first.
 *
 * The ids are compared as one-value ranges so that the constraint needs only the core GiST range
 * operators, no extension. Arrangements already in conflict keep the oldest Active one (the one
 * whose sheets exist); each later one that overlaps an arrangement kept Active is made Inactive,
 * with a note saying why (its notes cut to fit the form's limit) and an audit row, before the
 * constraint is added.
 */
export default `
DO $$
DECLARE
  b record;
  kept record;
  reason text;
  note text;
BEGIN
  FOR b IN SELECT id, corp_id, employee_id, vendor_id, start_date, end_date, notes
             FROM billings WHERE status = 'ACTIVE' ORDER BY id
  LOOP
    SELECT o.id, o.billing_code INTO kept
      FROM billings o
     WHERE o.status = 'ACTIVE' AND o.id < b.id
       AND o.employee_id = b.employee_id AND o.vendor_id = b.vendor_id
       AND daterange(o.start_date, o.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
     ORDER BY o.id LIMIT 1;
    IF FOUND THEN
      reason := format(
        'Made Inactive: billing %s (%s) was already Active for this employee and vendor over these dates.',
        kept.id, kept.billing_code);
      -- the notes keep within the form's 2,000 characters, so that the arrangement can be saved again
      note := concat_ws(E'\\n', left(b.notes, 2000 - 1 - length(reason)), reason);
      UPDATE billings SET status = 'INACTIVE', notes = note, update_date = now() WHERE id = b.id;
      INSERT INTO audit_log (username, corp_id, entity, entity_id, action, changes, actor_kind)
      VALUES (NULL, b.corp_id, 'billing', b.id::text, 'update', jsonb_build_object(
        'status', jsonb_build_object('from', 'ACTIVE', 'to', 'INACTIVE'),
        'notes', jsonb_build_object('from', b.notes, 'to', note)), 'job');
    END IF;
  END LOOP;
END $$;

ALTER TABLE billings ADD CONSTRAINT billings_one_active_per_placement
  EXCLUDE USING gist (
    int8range(employee_id, employee_id, '[]') WITH =,
    int8range(vendor_id, vendor_id, '[]') WITH =,
    daterange(start_date, end_date, '[]') WITH &&
  ) WHERE (status = 'ACTIVE');
`;
