import { createContext } from 'react';

/**
 * The field errors of the form around (`ResourceForm` provides them), so that what is inside it,
 * its tabs say, can follow them without each form passing them on.
 */
export const FieldErrorsContext = createContext<Readonly<Record<string, string>>>({});
