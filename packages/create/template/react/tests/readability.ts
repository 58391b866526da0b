import { expect, type Locator } from "@playwright/test";

/** An sRGB colour, 0 to 255 per channel. */
type Rgb = [number, number, number];

/** The colours a person sees: the element's text, and the first background painted behind it (`null`: none). */
async function seenColours(element: Locator): Promise<{ text: Rgb; background: Rgb | null }> {
  return element.evaluate((start) => {
    // Any CSS colour (rgb(), light-dark(), color-mix(), system colours) as the pixel a canvas paints.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("No 2D canvas to read colours with.");
    const pixel = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
      return { rgb: [red, green, blue] as [number, number, number], alpha };
    };
    let background: [number, number, number] | null = null;
    for (let node: Element | null = start; node && !background; node = node.parentElement) {
      const painted = pixel(getComputedStyle(node).backgroundColor);
      if (painted.alpha > 0) background = painted.rgb;
    }
    return { text: pixel(getComputedStyle(start).color).rgb, background };
  });
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio, 1 to 21. */
function contrast(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Every element reads in `theme`: the widget paints a background behind it (so it does not
 * depend on the host's frame), dark in the dark theme and light in the light one, and its text
 * has at least WCAG AA contrast (4.5:1) on it. Retried until the host's theme change has applied.
 */
export async function expectReadable(elements: Locator[], theme: "light" | "dark"): Promise<void> {
  await expect(async () => {
    for (const element of elements) {
      const { text, background } = await seenColours(element);
      const what = `${await element.textContent()} in the ${theme} theme`;
      expect(background, `a background painted behind "${what}"`).not.toBeNull();
      const backgroundLuminance = luminance(background ?? [0, 0, 0]);
      if (theme === "dark") expect(backgroundLuminance, `the background of "${what}" is dark`).toBeLessThan(0.2);
      else expect(backgroundLuminance, `the background of "${what}" is light`).toBeGreaterThan(0.6);
      expect(contrast(text, background ?? text), `the contrast of "${what}"`).toBeGreaterThanOrEqual(4.5);
    }
  }).toPass({ timeout: 5_000 });
}
