/**
 * TIMESHEET holidays becomes `US federal` (the US federal holidays computed for the years of each
 * period) where a corporation still holds the value it was given when it was created: the
 * fixed-date federal holidays (New Year's Day, Juneteenth, Independence Day, Veterans Day,
 * Christmas Day) of its creation year and the next, each on its observed weekday. A value anyone
 * changed differs from it and is left alone, and so is the description when it was changed.
 * Timesheets already made keep their rows.
 */
export default `
WITH generated AS (
  SELECT c.id AS corp_id,
         (SELECT string_agg(to_char(o.day, 'YYYY-MM-DD'), ',' ORDER BY o.day)
            FROM (SELECT make_date(y, f.m, f.d)
                         + CASE extract(isodow FROM make_date(y, f.m, f.d))
                             WHEN 6 THEN -1 WHEN 7 THEN 1 ELSE 0 END AS day
                    FROM generate_series(extract(year FROM c.created_at AT TIME ZONE 'UTC')::int,
                                         extract(year FROM c.created_at AT TIME ZONE 'UTC')::int + 1) AS y,
                         (VALUES (1, 1), (6, 19), (7, 4), (11, 11), (12, 25)) AS f (m, d)) AS o
         ) AS value
    FROM corporations c
)
UPDATE admin_settings s
   SET value = 'US federal',
       description = CASE
         WHEN s.description = 'Holidays that start as HOLIDAY rows on new timesheets (comma-separated YYYY-MM-DD dates)'
         THEN 'Holidays that start as HOLIDAY rows on new timesheets: US federal (the US federal '
              || 'holidays of every year, as observed) and/or comma-separated YYYY-MM-DD dates'
         ELSE s.description END,
       update_date = now()
  FROM generated g
 WHERE s.corp_id = g.corp_id
   AND s.category = 'TIMESHEET'
   AND lower(s.feature) = 'holidays'
   AND s.value = g.value;
`;
