import { expect, type Locator, type Page } from '@playwright/test';

/** What has keyboard focus, as a person would describe it, and how the page shows it. */
export interface FocusStop {
  /** The element's role or tag and its accessible name, e.g. `button "Add domain"`. */
  label: string;
  /** How focus is drawn (outline, ring, border), or null when nothing shows it. */
  indicator: string | null;
  /** Inside an open dialog (role="dialog"). */
  inDialog: boolean;
  /** Nothing is focused (the document body). */
  onBody: boolean;
}

/** A FocusStop, and whether the element a caller looks for is the one focused. */
interface FocusReading extends FocusStop {
  isTarget: boolean;
}

/**
 * Reads the focused element in the page (run in the page, on the element looked for or on
 * none). A focus indicator is an outline or a box-shadow on the element or its ::after /
 * ::before (a link stretched over a card), or, for a visually hidden input, on the control
 * drawn right after it (Mantine's switch and segmented control); for a text field, its border
 * in the field's focus colour (Mantine's inputs show focus so); for a chart's entry, the ring
 * drawn inside it (`data-focus-ring`). Styles that fade in (Mantine's border and shadow
 * transitions) are read again once they have.
 */
async function readFocus(target: Element | null): Promise<FocusReading> {
  const active = document.activeElement;
  if (active === null || active === document.body) {
    return {
      label: 'the page itself',
      indicator: null,
      inDialog: false,
      onBody: true,
      isTarget: false,
    };
  }
  const transparent = (colour: string) =>
    colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour.replace(/\s/g, ' '));
  const drawn = (element: Element, pseudo?: string): string | null => {
    const style = getComputedStyle(element, pseudo);
    if (
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      !transparent(style.outlineColor)
    ) {
      return `outline ${style.outlineWidth} ${style.outlineStyle}`;
    }
    if (style.boxShadow !== 'none') return 'box-shadow';
    return null;
  };
  const asColour = (value: string): string => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  };
  const fieldBorder = (element: Element): string | null => {
    const field = element.closest('.mantine-Input-input');
    if (field === null) return null;
    const style = getComputedStyle(field);
    const focusColour = style.getPropertyValue('--input-bd-focus').trim();
    if (focusColour === '' || transparent(asColour(focusColour))) return null;
    return style.borderTopColor === asColour(focusColour) && parseFloat(style.borderTopWidth) > 0
      ? 'field border in the focus colour'
      : null;
  };
  // A chart's entry (an SVG group) draws its ring as a shape inside itself, stroked.
  const chartRing = (element: Element): string | null => {
    const ring = element.querySelector('[data-focus-ring]');
    if (ring === null) return null;
    const style = getComputedStyle(ring);
    return style.stroke !== 'none' &&
      parseFloat(style.strokeWidth) > 0 &&
      !transparent(style.stroke)
      ? 'ring drawn in the chart'
      : null;
  };
  const hidden = (element: Element) => {
    const box = element.getBoundingClientRect();
    return getComputedStyle(element).opacity === '0' || box.width <= 1 || box.height <= 1;
  };
  const next = active.nextElementSibling;
  const indicator = () =>
    hidden(active)
      ? next === null
        ? null
        : drawn(next)
      : (drawn(active) ??
        drawn(active, '::after') ??
        drawn(active, '::before') ??
        fieldBorder(active) ??
        chartRing(active));

  let found = indicator();
  if (found === null) {
    const fading = document.getAnimations().filter((animation) => {
      const effect = animation.effect;
      const element = effect instanceof KeyframeEffect ? effect.target : null;
      return (
        effect?.getComputedTiming().endTime !== Infinity &&
        element !== null &&
        (element === next || element.contains(active))
      );
    });
    if (fading.length > 0) {
      await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
      found = indicator();
    }
  }

  const labelledBy = active.getAttribute('aria-labelledby');
  const name = (
    active.getAttribute('aria-label') ??
    (labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : null) ??
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? (active.labels?.[0]?.textContent ?? active.placeholder)
      : active.textContent) ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const role = active.getAttribute('role') ?? active.tagName.toLowerCase();
  return {
    label: `${role} "${name}"`,
    indicator: found,
    inDialog: active.closest('[role="dialog"]') !== null,
    onBody: false,
    isTarget: active === target,
  };
}

export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(readFocus, null);
}

/** How many focus stops were checked for a visible indicator (a test's figure for the docs). */
export const focusReadings = { count: 0 };

/** Soft: one run lists every place focus is not drawn, not only the first. */
function checkDrawn(stop: FocusStop, where: string): void {
  if (stop.onBody) return;
  focusReadings.count += 1;
  expect.soft(stop.indicator, `focus visible on ${stop.label} (${where})`).not.toBeNull();
}

export async function expectFocusVisible(page: Page, where: string): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect(stop.onBody, `something has focus (${where})`).toBe(false);
  checkDrawn(stop, where);
  return stop;
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab until `target` has focus — Shift+Tab when it comes before the focused element,
 * as a keyboard user would — checking at each stop that focus is drawn. Answers the stops
 * passed on the way.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; where?: string } = {},
): Promise<FocusStop[]> {
  const { max = 80, where = 'on the way' } = options;
  const stops: FocusStop[] = [];
  await expect(target).toBeVisible();
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (active === null || active === document.body || active === element) return false;
    return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  // One reading per stop: is it the target, and is focus drawn there.
  for (let presses = 0; presses <= max; presses += 1) {
    const stop = await target.evaluate(readFocus);
    checkDrawn(stop, where);
    if (stop.isTarget) return stops;
    stops.push(stop);
    if (presses < max) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${String(target)} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; ` +
      `passed ${stops.map((stop) => stop.label).join(', ')}`,
  );
}

/** The elements Tab stops at inside `container` (visible, enabled, not taken out by tabindex). */
export function tabbableCount(container: Locator): Promise<number> {
  return container.evaluate((root) => {
    const candidates = root.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]',
    );
    return [...candidates].filter((element) => {
      if (element.tabIndex < 0 || element.matches(':disabled')) return false;
      if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // Radios of one group are one stop.
      if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
        const group = root.querySelectorAll<HTMLInputElement>(
          `input[type="radio"][name="${CSS.escape(element.name)}"]`,
        );
        if ([...group].some((radio) => radio.checked)) return false;
        return group[0] === element;
      }
      return element.getClientRects().length > 0 || element.matches('input');
    }).length;
  });
}

/**
 * The dialog holds focus: Tab goes round it (every stop, and over the end back to the first)
 * and Shift+Tab back over the start to the last, never leaving it; every stop shows focus.
 * Answers how many stops it has.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, where: string) {
  const stops = await tabbableCount(dialog);
  expect(stops, `${where} has something to focus`).toBeGreaterThan(0);
  const presses = [...Array<string>(stops + 1).fill('Tab'), 'Shift+Tab', 'Shift+Tab'];
  for (const [index, key] of presses.entries()) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    expect(stop.inDialog, `${where}: press ${index + 1} (${key}) stays in it (${stop.label})`).toBe(
      true,
    );
    checkDrawn(stop, where);
  }
  return stops;
}

export async function expectFocused(locator: Locator, what: string): Promise<void> {
  await expect
    .poll(() => isFocused(locator), { message: `${what} has focus`, timeout: 2_000 })
    .toBe(true);
}
