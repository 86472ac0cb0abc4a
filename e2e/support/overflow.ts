import type { Page } from '@playwright/test';

/** Elements sticking out on the right, named for the failure message (empty when the page fits its window). */
export const overflowing = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth
      ? Array.from(document.querySelectorAll('body *'))
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName}.${el.className}`)
      : [],
  );
