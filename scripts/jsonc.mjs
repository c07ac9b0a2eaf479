import { readFileSync } from 'node:fs';

/** A JSONC file (biome.jsonc) without its comments (strings are left alone) and trailing commas. */
export function readJsonc(path) {
  const text = readFileSync(path, 'utf8');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y;
      end.lastIndex = i;
      const match = end.exec(text);
      if (!match) throw new Error(`${path}: unterminated string at ${i}`);
      out += match[0];
      i += match[0].length - 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
    } else {
      out += c;
    }
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}
