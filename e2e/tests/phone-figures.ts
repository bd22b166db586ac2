import type { Page } from '@playwright/test';

/**
 * Scrolls the page top to bottom and lists every money figure ("$…") that the back-to-top arrow
 * covered while it was shown: empty when the arrow never floats over a figure (issue #69).
 */
export async function figuresUnderTheArrow(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const covered: string[] = [];
    const root = document.documentElement;
    // The arrow checks what is under it in the frame after a scroll, React draws it in a task
    // after that, and the browser styles it in the next frame.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const settle = async () => {
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await frame();
    };
    for (let top = 0; top <= root.scrollHeight - root.clientHeight + 60; top += 60) {
      window.scrollTo({ top, behavior: 'instant' });
      await settle();
      const arrow = document.querySelector('.scroll-to-top');
      if (!arrow || getComputedStyle(arrow).visibility === 'hidden') continue;
      const area = arrow.getBoundingClientRect();
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!/\$\s?\d/.test(node.textContent ?? '') || arrow.contains(node)) continue;
        // Drawn: not in a closed <details>, a hidden panel or a visually hidden table.
        if (!node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const under = Array.from(range.getClientRects()).some(
          (line) => line.width > 0 && line.left < area.right && area.left < line.right && line.top < area.bottom && area.top < line.bottom,
        );
        if (under) covered.push(`${location.pathname} at ${top} px: ${node.textContent?.trim()}`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return covered;
  });
}

/**
 * Every money figure ("$…") in the page's content that is not wholly inside the screen's width:
 * cut off by an inner scroller or pushed past the edge. Empty when each can be read without
 * scrolling sideways.
 */
export async function figuresOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const off: string[] = [];
    const texts = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!/\$\s?\d/.test(node.textContent ?? '')) continue;
      if (!node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0);
      if (lines.length === 0) continue; // not drawn (a closed panel)
      // Clipped by a scroller: the figure's box reaches past what its scrolling ancestor shows.
      let clipped = false;
      for (let box: HTMLElement | null = node.parentElement; box && !clipped; box = box.parentElement) {
        if (!/(auto|scroll|hidden)/.test(getComputedStyle(box).overflowX)) continue;
        const shown = box.getBoundingClientRect();
        clipped = lines.some((line) => line.left < shown.left - 1 || line.right > shown.right + 1);
      }
      if (clipped || lines.some((line) => line.left < 0 || line.right > width)) off.push(`${location.pathname}: ${node.textContent?.trim()}`);
    }
    return off;
  });
}
