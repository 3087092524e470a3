/** The approval link's parameter: the API's e-mail puts the token there (approval.mail.ts). */
export const LINK_PARAM = 'link';

/** The client's approval page of the standalone app, beside index.html. */
export const APPROVAL_PAGE = 'approval.html';

/**
 * Where an address of the guest app belongs when it carries an approval link: the approval page
 * with the same query; null for the guest's own page. Kept out of the contracts' module so that the
 * guest's first load stays without the approval page's texts.
 */
export function approvalPageFor(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(LINK_PARAM)) return null;
  return new URL(`${APPROVAL_PAGE}${url.search}`, url).href;
}
