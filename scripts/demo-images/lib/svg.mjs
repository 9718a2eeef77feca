// Small SVG string helpers: number formatting, polygons and a convex hull (for cast shadows).

export const f = (n) => (Math.round(n * 10) / 10).toString();
export const pts = (arr) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
export const poly = (arr, attrs) => `<polygon points="${pts(arr)}" ${attrs}/>`;

export function hull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower.at(-2), lower.at(-1), q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (const q of p.reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2), upper.at(-1), q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}
