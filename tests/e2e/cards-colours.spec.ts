/**
 * Suit colours: with four colours on, every suit has its own colour with French and
 * with German faces (German faces print acorns and bells both brown), each readable on the white
 * card face (WCAG AA, 4.5:1), in the light and the dark theme, at both screen sizes; axe agrees.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Seven page loads and an axe pass per test: on a shared machine longer than the default 30 s (a limit, not a timing assertion).
test.describe.configure({ timeout: 120_000 });

const SUITS = ['C', 'S', 'H', 'D'] as const;

/** Relative luminance of an `rgb(r, g, b)` colour (WCAG 2). */
function luminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((x) => {
      const c = Number(x) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** CIE L*a*b* of an `rgb(r, g, b)` colour (D65). */
function lab(rgb: string): [number, number, number] {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((x) => {
      const c = Number(x) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  const f = (v: number) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116);
  const [x, y, z] = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map(f);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
/**
 * How far apart two colours look (CIE76 ΔE). The German faces' own acorn and bell browns are
 * about 20 apart, which reads as one colour; every pair of the four-colour palettes is over 40.
 */
const apart = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));
const MIN_APART = 35;

async function openWith(page: Page, settings: { faces: 'french' | 'german'; fourColour: boolean; theme: 'light' | 'dark' }): Promise<void> {
  await page.goto('/learn/cards-and-points/');
  await page.evaluate((s) => localStorage.setItem('doko:settings:v1', JSON.stringify({ rules: {}, ...s })), settings);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', settings.theme);
}

/** The ink of each suit on a card, and the card face behind it. */
const suitColours = (page: Page) =>
  page.evaluate((suits) => {
    const ink = Object.fromEntries(suits.map((s) => [s, getComputedStyle(document.querySelector(`.card.suit-${s}`)!).color]));
    return { ink, face: getComputedStyle(document.querySelector('.card')!).backgroundColor };
  }, SUITS);

for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const theme of ['light', 'dark'] as const) {
      test(`four colours give every suit its own readable colour, French and German faces (${theme})`, async ({ page }) => {
        for (const faces of ['french', 'german'] as const) {
          await openWith(page, { faces, fourColour: true, theme });
          const { ink, face } = await suitColours(page);
          for (const [i, a] of SUITS.entries()) {
            for (const b of SUITS.slice(i + 1)) expect(apart(ink[a], ink[b]), `${faces}: ${a} ${ink[a]} and ${b} ${ink[b]}`).toBeGreaterThan(MIN_APART);
          }
          for (const s of SUITS) expect(contrast(ink[s], face), `${faces} ${s} ${ink[s]} on ${face}`).toBeGreaterThanOrEqual(4.5);
        }
        // The German faces' own colours stay as printed without four colours (acorns and bells brown).
        await openWith(page, { faces: 'german', fourColour: false, theme });
        const plain = await suitColours(page);
        expect(plain.ink.S).not.toBe(plain.ink.H);
        for (const s of SUITS) expect(contrast(plain.ink[s], plain.face)).toBeGreaterThanOrEqual(4.5);
        // Axe checks every card's text against its face.
        await openWith(page, { faces: 'german', fourColour: true, theme });
        const axe = await new AxeBuilder({ page }).include('main').analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
