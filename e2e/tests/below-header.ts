import type { Locator, Page } from '@playwright/test';

/** How far below the header's bottom edge an element starts (negative: partly under it). */
export async function belowHeader(page: Page, element: Locator): Promise<number> {
  const [bar, box] = await Promise.all([page.getByRole('banner').boundingBox(), element.boundingBox()]);
  return Math.round(box!.y - (bar!.y + bar!.height));
}
