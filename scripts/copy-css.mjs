// Copies each skin's stylesheet into dist next to its bundle (tsup builds only the scripts).
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

for (const skin of readdirSync('skins')) {
  const source = join('skins', skin, 'styles.css');
  if (!existsSync(source)) continue;
  const target = join('dist', 'skins', skin);
  mkdirSync(target, { recursive: true });
  copyFileSync(source, join(target, 'styles.css'));
}
