/**
 * A tiny SVG path rasteriser for the tests (not shipped by the UI): flattens path data in pixel
 * coordinates (commands M L C m l c z, as ./potrace.ts writes them) into polygons and fills them
 * with the non-zero winding rule (SVG 1.1 §11.3 `fill-rule: nonzero`, the default), sampling each
 * pixel's centre.
 *
 * @param d - path data.
 * @param width - raster width in pixels.
 * @param height - raster height in pixels.
 * @returns width × height bytes, 1 where the pixel centre is inside the path.
 */
export function rasterizePath(d: string, width: number, height: number): Uint8Array {
  const tokens = d.match(/[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const polys: [number, number][][] = [];
  let poly: [number, number][] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let cmd = '';
  let args: number[] = [];
  const need: Record<string, number> = { M: 2, L: 2, C: 6, m: 2, l: 2, c: 6 };
  const close = () => {
    if (poly.length > 2) polys.push(poly);
    poly = [];
  };
  for (const tok of tokens) {
    if (/[A-Za-z]/.test(tok)) {
      cmd = tok;
      args = [];
      if (cmd === 'z' || cmd === 'Z') {
        close();
        x = sx;
        y = sy;
      }
      continue;
    }
    args.push(Number(tok));
    if (args.length < (need[cmd] ?? Infinity)) continue;
    const rel = cmd === cmd.toLowerCase();
    const a = args.map((v, i) => (rel ? v + (i % 2 === 0 ? x : y) : v));
    args = [];
    if (cmd === 'M' || cmd === 'm') {
      close();
      [x, y] = [a[0]!, a[1]!];
      [sx, sy] = [x, y];
      poly.push([x, y]);
      cmd = rel ? 'l' : 'L';
    } else if (cmd === 'L' || cmd === 'l') {
      [x, y] = [a[0]!, a[1]!];
      poly.push([x, y]);
    } else {
      const [x0, y0] = [x, y];
      for (let s = 1; s <= 16; s++) {
        const t = s / 16;
        const u = 1 - t;
        poly.push([
          u * u * u * x0 + 3 * u * u * t * a[0]! + 3 * u * t * t * a[2]! + t * t * t * a[4]!,
          u * u * u * y0 + 3 * u * u * t * a[1]! + 3 * u * t * t * a[3]! + t * t * t * a[5]!,
        ]);
      }
      [x, y] = [a[4]!, a[5]!];
    }
  }
  close();
  const out = new Uint8Array(width * height);
  for (let py = 0; py < height; py++) {
    const cy = py + 0.5;
    for (let px = 0; px < width; px++) {
      const cx = px + 0.5;
      let winding = 0;
      for (const p of polys) {
        for (let i = 0; i < p.length; i++) {
          const [x1, y1] = p[i]!;
          const [x2, y2] = p[(i + 1) % p.length]!;
          if (y1 <= cy && y2 > cy && (x2 - x1) * (cy - y1) - (cx - x1) * (y2 - y1) > 0) winding++;
          else if (y1 > cy && y2 <= cy && (x2 - x1) * (cy - y1) - (cx - x1) * (y2 - y1) < 0) winding--;
        }
      }
      out[py * width + px] = winding !== 0 ? 1 : 0;
    }
  }
  return out;
}
