export const VENDORS_PATH = '/vendors';

/** A saved vendor's success message stays this long before the form returns to the list. */
export const VENDOR_SAVE_RETURN_DELAY_MS = 1000;
