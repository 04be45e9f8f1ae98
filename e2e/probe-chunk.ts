import { readFileSync } from 'node:fs';
import { bytesPerSource, moduleOf, packageOf } from './bench/bundle/package-sizes';
for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
  const per = bytesPerSource(code, map);
  const pk = new Map<string, number>();
  for (const [src, b] of per) { const p = src === '(unmapped)' ? src : packageOf(moduleOf(src, 'x')); pk.set(p, (pk.get(p) ?? 0) + b); }
  console.log('==', file, code.length);
  for (const [p, b] of [...pk].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(b).padStart(8), p);
}
