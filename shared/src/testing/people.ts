/**
 * What GET /employees and GET /vendors answer for the forms' dropdowns: out of name order, with
 * one name in lower case, so that a test sees the form sort them.
 */
export const peopleChoices = {
  employees: [
    { id: 102, fullName: 'Sam Lee' },
    { id: 101, fullName: 'Jane Q Doe' },
    { id: 103, fullName: 'adam Baker' },
  ],
  vendors: [
    { id: 8, name: 'Globex' },
    { id: 7, name: 'Acme Corp' },
  ],
};
