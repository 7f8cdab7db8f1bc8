/**
 * `matter_statute_dates`: every statute of every live matter with the date in force. Each matter
 * has one statute for the whole case (a row in matter_statutes, or none yet), plus any recorded
 * for a plaintiff–defendant pair. The date is the incident date plus the firm's rule for the
 * incident state and case type (its own copy once it edits them, else the starter table), plus the
 * tolled days — unless overridden. PostgreSQL's date arithmetic clamps to the month's end exactly
 * like `statuteDate` in ./calc (checked by the API tests). Created by the migration; kept here so
 * the migration and the code read the same text.
 */
export const STATUTE_VIEW_SQL = `
CREATE VIEW matter_statute_dates AS
WITH statutes AS (
  SELECT m.id AS matter_id, st.id AS statute_id, NULL::uuid AS plaintiff_party_id, NULL::uuid AS defendant_party_id
  FROM matters m
  LEFT JOIN matter_statutes st ON st.matter_id = m.id AND st.plaintiff_party_id IS NULL AND st.defendant_party_id IS NULL
  WHERE m.deleted_at IS NULL
  UNION ALL
  SELECT st.matter_id, st.id, st.plaintiff_party_id, st.defendant_party_id
  FROM matter_statutes st
  JOIN matters m ON m.id = st.matter_id AND m.deleted_at IS NULL
  WHERE st.plaintiff_party_id IS NOT NULL OR st.defendant_party_id IS NOT NULL
)
SELECT
  s.matter_id, s.statute_id, s.plaintiff_party_id, s.defendant_party_id, m.firm_id,
  m.incident_date, m.incident_state, m.case_type,
  st.override_day, st.override_reason, st.satisfied_on, st.satisfied_note, st.calendar_event_id,
  r.id AS rule_id, r.years AS rule_years, r.months AS rule_months, r.days AS rule_days,
  COALESCE(t.tolled, 0)::int AS tolled_days,
  CASE WHEN m.incident_date IS NULL OR r.id IS NULL THEN NULL
       ELSE (m.incident_date + make_interval(years => r.years, months => r.months) + make_interval(days => r.days + COALESCE(t.tolled, 0)::int))::date
  END AS computed_on,
  COALESCE(st.override_day,
    CASE WHEN m.incident_date IS NULL OR r.id IS NULL THEN NULL
         ELSE (m.incident_date + make_interval(years => r.years, months => r.months) + make_interval(days => r.days + COALESCE(t.tolled, 0)::int))::date
    END) AS due_on
FROM statutes s
JOIN matters m ON m.id = s.matter_id
LEFT JOIN matter_statutes st ON st.id = s.statute_id
LEFT JOIN firm_deadline_settings fs ON fs.firm_id = m.firm_id
LEFT JOIN LATERAL (
  SELECT lr.id, lr.years, lr.months, lr.days FROM limitation_rules lr
  WHERE lower(lr.state) = lower(m.incident_state)
    AND (lr.case_type IS NULL OR lower(lr.case_type) = lower(m.case_type))
    AND (CASE WHEN COALESCE(fs.own_rules, false) THEN lr.firm_id = m.firm_id ELSE lr.firm_id IS NULL END)
  ORDER BY lr.case_type IS NULL
  LIMIT 1
) r ON true
LEFT JOIN LATERAL (SELECT SUM(tl.days) AS tolled FROM statute_tollings tl WHERE tl.statute_id = s.statute_id) t ON true
`;

export const DROP_STATUTE_VIEW_SQL = 'DROP VIEW IF EXISTS matter_statute_dates';
