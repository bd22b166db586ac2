import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * For component tests: HTML as the prerender job sends it, in the page's body, beside the job's
 * description of the page (`#fvc-prerendered`, with no script to add), which is what tells the
 * shell's components they are taking a prerendered page over.
 */
export function asPrerenderedPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root, Object.assign(document.createElement('script'), { id: 'fvc-prerendered', type: 'application/json', text: '{"scripts":[]}' }));
  return root;
}

/** React takes the page over; a page that differs from its HTML fails the test (React would redraw it). */
export async function hydrateWithoutMismatch(root: HTMLElement, app: ReactNode): Promise<void> {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, app, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
}
