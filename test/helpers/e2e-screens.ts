import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../../src/infra/project-root.js';

// Measurements of a page as it is drawn: target sizes (WCAG 2.5.8), sideways overflow at a
// width (1.4.10), a visible focus indicator (2.4.7) and screenshots for a person to look at.

/** Screenshots land here (git-ignored), one per role, page and width. */
export const screenshotDir = join(projectRoot(), 'test-output', 'screens');

/**
 * Every visible interactive element smaller than 24×24 CSS px that none of 2.5.8's exceptions
 * covers, as "tag 'name' w×h" lines. Exceptions: a link inside a sentence (its block holds
 * other text), and spacing (a 24 px circle on its centre touches no other target and no other
 * small target's circle). A checkbox or radio counts together with its label, which also
 * toggles it.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary,'
      + ' [role=tab], [role=button], [tabindex]:not([tabindex="-1"])';
    const visible = (element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[inert]')) return false;
      const rect = element.getBoundingClientRect();
      // Visually hidden controls (1 px, clipped) are operated through their visible label.
      return rect.width > 1 && rect.height > 1;
    };
    const boxOf = (element) => {
      const rect = element.getBoundingClientRect();
      let box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      if (element.matches('input[type=checkbox], input[type=radio]')) {
        const label = element.closest('label') || element.labels?.[0];
        if (label) {
          const l = label.getBoundingClientRect();
          box = {
            left: Math.min(box.left, l.left), top: Math.min(box.top, l.top),
            right: Math.max(box.right, l.right), bottom: Math.max(box.bottom, l.bottom),
          };
        }
      }
      return box;
    };
    const inSentence = (element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent || '').trim().length;
      return block !== null && (block.textContent || '').trim().length > own;
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter(visible)
      .map((element) => ({ element, box: boxOf(element) }));
    const small = targets.filter(({ element, box }) =>
      (box.right - box.left < 23.5 || box.bottom - box.top < 23.5) && !inSentence(element));
    const centre = (box) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    const circleTouches = (point, box) => {
      const x = Math.max(box.left, Math.min(point[0], box.right));
      const y = Math.max(box.top, Math.min(point[1], box.bottom));
      return Math.hypot(point[0] - x, point[1] - y) < 12;
    };
    const crowded = small.filter((target) => {
      const c = centre(target.box);
      const near = targets.some((other) => other.element !== target.element
        && !other.element.contains(target.element) && !target.element.contains(other.element)
        && circleTouches(c, other.box));
      const nearSmall = small.some((other) => other !== target
        && Math.hypot(c[0] - centre(other.box)[0], c[1] - centre(other.box)[1]) < 24);
      return near || nearSmall;
    });
    return crowded.map(({ element, box }) => {
      const name = (element.getAttribute('aria-label') || element.textContent || element.name
        || element.id || '').trim().slice(0, 40);
      const size = Math.round(box.right - box.left) + 'x' + Math.round(box.bottom - box.top);
      return element.tagName.toLowerCase() + " '" + name + "' " + size;
    });
  })()`);
}

/**
 * How the page fails to fit its width: sideways scroll of the document, and any visible
 * element wider than the window whose content is cut (scroll boxes such as tables are fine).
 */
export function overflowAtWidth(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const problems = [];
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    if (extra > 0) problems.push('the page scrolls sideways by ' + extra + ' px');
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= window.innerWidth + 1 || rect.height === 0) continue;
      if (element.closest('[inert]')) continue;
      let clipped = false;
      for (let up = element.parentElement; up; up = up.parentElement) {
        const x = getComputedStyle(up).overflowX;
        if (x === 'auto' || x === 'scroll') { clipped = false; break; }
        if (x === 'hidden' || x === 'clip') clipped = true;
      }
      if (clipped) {
        const name = element.tagName.toLowerCase() + (element.className ? '.' + element.className : '');
        problems.push(name + ' is ' + Math.round(rect.width) + ' px wide and cut off');
      }
    }
    return problems;
  })()`);
}

/**
 * Saves a screenshot as <dir>/<name>-<width>.jpg: the whole page, or only the window while a
 * modal dialog is open (it is fixed to the window and scrolls inside itself). JPEG, not PNG:
 * Chromium's PNG encoding of some 80 whole pages was half the accessibility journey's CPU time
 * (53 s of user time alone against 27 s as JPEG); at quality 80 text stays sharp enough to read.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const fullPage = (await page.locator('[role=dialog][aria-modal=true]').count()) === 0;
  const path = join(screenshotDir, `${name}-${width}.jpg`);
  await page.screenshot({ path, fullPage, type: 'jpeg', quality: 80 });
}

/** Whether the focused element shows a focus indicator: an outline or a box shadow. */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(`(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  })()`);
}

/** A short description of the focused element, for failure messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate<string>(`(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') || (element.textContent || '').trim();
    return element.tagName.toLowerCase() + ' ' + JSON.stringify(name.slice(0, 40));
  })()`);
}
