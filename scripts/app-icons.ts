import fs from 'node:fs';
import path from 'node:path';
import { APP_ICONS, ICONS_DIR, renderIcon } from './icons/app-icons.ts';
import { encodePng } from './icons/png.ts';

/**
 * `npm run icons`: draws the manifest's PNG icons from src/web/public/favicon.svg into
 * src/web/public/icons/. Run it after changing the mark; the PNGs are committed, and a unit test
 * (scripts/icons/app-icons.test.ts) fails while they differ from what this draws.
 */
const svg = fs.readFileSync(path.resolve('src/web/public/favicon.svg'), 'utf8');
fs.mkdirSync(ICONS_DIR, { recursive: true });
for (const icon of APP_ICONS) {
  const file = path.join(ICONS_DIR, icon.file);
  fs.writeFileSync(file, encodePng(renderIcon(svg, icon)));
  console.log(`${file} (${icon.size}×${icon.size}, ${icon.purpose})`);
}
