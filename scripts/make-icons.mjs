// Renders static/icons/icon.svg to the PNG sizes the web manifest lists, using the same
// headless Chromium as the browser tests. Run it after editing the SVG and commit the PNGs:
//   node scripts/make-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, REPO_ROOT } from '../tests/browser/harness.mjs';

const ICONS = join(REPO_ROOT, 'static', 'icons');
const SIZES = [192, 512];

const svg = await readFile(join(ICONS, 'icon.svg'));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
const browser = await launchBrowser();
try {
  for (const size of SIZES) {
    const { context, page } = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${size}" height="${size}"></body>`);
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size } });
    await writeFile(join(ICONS, `icon-${size}.png`), png);
    console.log(`wrote static/icons/icon-${size}.png (${png.length} bytes)`);
    await context.close();
  }
} finally {
  await browser.close();
}
