import type { Page } from '@playwright/test';

// A 1×1 transparent PNG. The dealer map's tiles come from an external host the test machines
// cannot reach; serving this keeps the map working offline and the console free of load errors.
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers OpenStreetMap tile requests locally (used by every spec that shows /distribuidores on a desktop). */
export async function stubMapTiles(page: Page): Promise<void> {
  await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
  );
}
