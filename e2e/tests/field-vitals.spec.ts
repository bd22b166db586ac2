import { expect, test } from './fixtures';

// Field data (decision 0052): what a visitor's browser measured reaches the API as the page is
// hidden, named by the route's pattern, never by the address.
test('a visit reports its Core Web Vitals as the page is hidden, by the route’s pattern, and the API keeps them', async ({ page }) => {
  // What the beacon carries, read as it is sent (the browser does not show a beacon's body).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const sent = ((window as unknown as { __beacons?: unknown[] }).__beacons ??= []);
      if (body instanceof Blob) void body.text().then((text) => sent.push(JSON.parse(text)));
      return send(url, body);
    };
  });
  await page.goto('/noticias/1?utm_source=correo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/vitals') && request.method() === 'POST');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/vitals'));
  // The visitor's first key ends the largest paint's measure (web-vitals takes only real input),
  // then the page is hidden, as when they switch tabs or leave.
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await beacon;
  type Report = { route: string; device: string; metrics: Array<{ name: string; value: number }> };
  const beacons = () => page.evaluate(() => ((window as unknown as { __beacons?: Report[] }).__beacons ?? []) as Report[]);
  // The largest paint's value can come a moment after the others, in a beacon of its own.
  await expect.poll(async () => (await beacons()).flatMap(({ metrics }) => metrics.map(({ name }) => name))).toEqual(expect.arrayContaining(['LCP', 'CLS']));
  for (const report of await beacons()) {
    expect(report.route).toBe('/noticias/*');
    expect(report.device).toBe('desktop');
    expect(JSON.stringify(report)).not.toMatch(/utm_source|noticias\/1/);
  }
  expect((await answer).status()).toBe(204);
});
