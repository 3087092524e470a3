// @staffledger/shared/rules: what a form checks before the API does, in the API's words, and the
// statuses its workflow lets it offer, all from the contracts. Pure functions and tables, so not a
// Module Federation singleton: a remote that imports this entry carries its own copy, and a screen
// without such a form (the way to a corporation's edit screen, say) loads none of it.
export {
  billingRuleErrors,
  INVOICE_TRANSITIONS,
  invoiceRuleErrors,
  statusChoices,
} from '@staffledger/contracts';
