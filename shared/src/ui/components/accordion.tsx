import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface AccordionPanel {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  panels: AccordionPanel[];
  /** The panel open on first render (docs/product.md §2: 'Condiciones generales'), or none. */
  defaultOpenId?: string | null;
  /** Level of the heading that wraps each panel button, so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
  /** docs/product.md §9 "Accordion animation delay 100 ms". */
  animationDelayMs?: number;
  className?: string;
}

/**
 * One panel open at a time; clicking the open one closes it. A newly chosen panel opens after the
 * animation delay, once the previous one has closed, so the page does not jump twice at once.
 * Follows the WAI-ARIA accordion pattern: buttons in headings with `aria-expanded` and
 * `aria-controls`, panels as labelled regions.
 */
export function Accordion({
  panels,
  defaultOpenId = null,
  headingLevel = 3,
  animationDelayMs = 100,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The button pressed, and where it was on screen. When the open panel above it closes, the page
  // below moves up by that panel's height, the button with it: under the sticky header, or off the
  // screen. The browser's own scroll anchoring does not hold it (its anchor is often in the panel
  // that closes), so the page is scrolled back by what the button moved, before it is painted.
  const pressed = useRef<{ button: HTMLElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const kept = pressed.current;
    pressed.current = null;
    if (!kept) return;
    const moved = kept.button.getBoundingClientRect().top - kept.top;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [openId]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = (id: string, button: HTMLElement) => {
    // Only a panel that closes moves the page; one that opens does so below its button.
    pressed.current = openId === null ? null : { button, top: button.getBoundingClientRect().top };
    clearTimeout(timer.current);
    setOpenId(null);
    // Clicking the open panel (or one already on its way to opening) only closes.
    if (openId === id || pendingId === id) {
      setPendingId(null);
      return;
    }
    setPendingId(id);
    timer.current = setTimeout(() => {
      setOpenId(id);
      setPendingId(null);
    }, animationDelayMs);
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <div className={['fvc-accordion', className].filter(Boolean).join(' ')}>
      {panels.map((panel) => {
        const open = openId === panel.id;
        const buttonId = `${baseId}-${panel.id}-button`;
        const regionId = `${baseId}-${panel.id}-panel`;
        return (
          <div key={panel.id} className={`fvc-accordion__item${open ? ' is-open' : ''}`}>
            <Heading className="fvc-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="fvc-accordion__button"
                aria-expanded={open}
                aria-controls={regionId}
                onClick={(event) => toggle(panel.id, event.currentTarget)}
              >
                <span>{panel.title}</span>
                <span className="fvc-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={regionId} role="region" aria-labelledby={buttonId} className="fvc-accordion__panel" hidden={!open}>
              {panel.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
