/**
 * What a page says about itself for the document's head (its title and description, from its
 * content), gathered while the prerender job draws it: effects do not run there, so usePageTitle
 * hands them over during the render. The job starts a collection before each pass through the
 * shell's Node build (shell/src/ssr.tsx), whose session module every remote shares, as in the
 * browser. In the browser nothing collects, and handing over does nothing.
 */
export interface PageHead {
  title?: string;
  description?: string;
}

let collecting: PageHead | null = null;

/** The prerender job, before each pass over a page. */
export function collectPageHead(): PageHead {
  collecting = {};
  return collecting;
}

export function handOverPageHead(head: PageHead): void {
  if (collecting) Object.assign(collecting, head);
}
