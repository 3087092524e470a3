import { ID_SEARCHES } from '../id-search.js';

/**
 * The trigram indexes of the id searches (migration 009) also hold the corporation, so that a
 * search reads the matches of its own tenant only: in a corporation that holds half the rows, half
 * as many rows to fetch and check (docs/api-conventions.md#lists). It takes btree_gin, a trusted
 * contrib extension like pg_trgm; where it cannot be had, the indexes stay as they were.
 */
const REINDEX = Object.values(ID_SEARCHES)
  .map(
    ({ table, column }) => `
    DROP INDEX IF EXISTS ${table}_${column}_trgm;
    CREATE INDEX ${table}_${column}_trgm ON ${table}
      USING gin (corp_id, lower(${column}) gin_trgm_ops);`,
  )
  .join('');

export default `
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gin;
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE NOTICE 'btree_gin is not available (%): the searches read every tenant''s matches', SQLERRM;
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'gin_trgm_ops')
     AND EXISTS (SELECT 1 FROM pg_opclass c JOIN pg_am a ON a.oid = c.opcmethod
                  WHERE a.amname = 'gin' AND c.opcname = 'int8_ops') THEN${REINDEX}
  END IF;
END $$;
`;
