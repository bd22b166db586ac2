/** Where a prerendered page carries the answers it was drawn with (`dehydrate`), as JSON. */
export const PAGE_QUERIES_ID = 'fvc-page-queries';

/** Where a prerendered page describes itself (the remote build it was drawn with); only such a page has it. */
export const PRERENDERED_PAGE_ID = 'fvc-prerendered';
