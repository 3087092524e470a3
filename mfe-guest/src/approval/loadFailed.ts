/**
 * The approval page's failure to open, before the rest of its texts: the standalone app says it
 * when the page's own code cannot be fetched, which its texts come with.
 */
export const LINK_LOAD_FAILED = 'Failed to open the approval link';
