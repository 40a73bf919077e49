#!/usr/bin/env node
// Draws the app icons in public/icons/ from one SVG (two cards with a heart, as in the header).
// Run after changing the design: node scripts/make-icons.mjs (uses sharp, which Astro brings).
// "any" icons are a rounded tile; the maskable icon fills the square and keeps the cards inside
// the central 80 % that every launcher's mask leaves visible.
import sharp from 'sharp';

const GREEN = '#0b5d3b';
const cards = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-16 -17)">
    <rect x="3" y="2" width="18" height="26" rx="3" fill="#fff" stroke="#083d27" stroke-width="1.2"/>
    <rect x="11" y="4" width="18" height="26" rx="3" fill="#fff" stroke="#083d27" stroke-width="1.2"/>
    <path transform="matrix(1 0 0 -1 0 32.2)" d="M20 11.5s-5.2 3.2-5.2 6.8a2.7 2.7 0 0 0 5.2 1.4 2.7 2.7 0 0 0 5.2-1.4c0-3.6-5.2-6.8-5.2-6.8z" fill="#c0152a"/>
  </g>`;
const svg = (body) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>`);
const tile = svg(`<rect width="512" height="512" rx="96" fill="${GREEN}"/>${cards(12)}`);
const full = svg(`<rect width="512" height="512" fill="${GREEN}"/>${cards(9.5)}`);

const out = [
  [tile, 192, 'icon-192.png'],
  [tile, 512, 'icon-512.png'],
  [full, 512, 'icon-maskable-512.png'],
  [full, 180, 'apple-touch-icon.png'],
];
for (const [image, size, name] of out) {
  await sharp(image)
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`../public/icons/${name}`, import.meta.url).pathname);
  console.log(`public/icons/${name} (${size}×${size})`);
}
