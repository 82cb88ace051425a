// Prints the production renderer's size, raw and gzipped (npm run build calls this).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('out/renderer/assets');
if (!fs.existsSync(dir)) {
  console.error('out/renderer/assets is missing: run electron-vite build first.');
  process.exit(1);
}
let raw = 0;
let gz = 0;
for (const f of fs.readdirSync(dir)) {
  const buf = fs.readFileSync(path.join(dir, f));
  raw += buf.length;
  gz += zlib.gzipSync(buf, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`renderer bundle: ${kb(raw)} raw, ${kb(gz)} gzip`);
