import { REFUSE_UNLESS, REFUSED } from '../refusal.js';
import { APP_ROLE } from '../rls.js';

/** A check that ends its statement (refusal.ts): for writes whose every check is in their SQL. */
export default `
CREATE OR REPLACE FUNCTION ${REFUSE_UNLESS}(ok boolean, what text) RETURNS boolean
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF ok IS NOT TRUE THEN
      RAISE EXCEPTION USING ERRCODE = '${REFUSED}', MESSAGE = what;
    END IF;
    RETURN true;
  END
  $fn$;
GRANT EXECUTE ON FUNCTION ${REFUSE_UNLESS}(boolean, text) TO ${APP_ROLE};
`;
