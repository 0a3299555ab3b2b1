/** SVG drawings rendered by sharp for the demo catalogue (nothing is downloaded). */

export interface WatchLook {
  dial: string;
  bezel: string;
  strap: string;
  hands: string;
  accent: string;
  background: string;
}

export function watchSvg(look: WatchLook, size = 1200): string {
  const c = size / 2;
  const r = size * 0.3;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const long = i % 3 === 0;
    const r1 = r * (long ? 0.78 : 0.84);
    const r2 = r * 0.92;
    return `<line x1="${c + r1 * Math.sin(a)}" y1="${c - r1 * Math.cos(a)}" x2="${c + r2 * Math.sin(a)}" y2="${c - r2 * Math.cos(a)}" stroke="${look.hands}" stroke-width="${long ? size * 0.012 : size * 0.006}" stroke-linecap="round"/>`;
  }).join('');
  const hand = (deg: number, len: number, w: number, color: string) => {
    const a = (deg * Math.PI) / 180;
    return `<line x1="${c}" y1="${c}" x2="${c + len * Math.sin(a)}" y2="${c - len * Math.cos(a)}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="${look.background}"/></radialGradient>
    <radialGradient id="dial" cx="45%" cy="40%" r="70%"><stop offset="0" stop-color="${look.dial}" stop-opacity="0.75"/><stop offset="1" stop-color="${look.dial}"/></radialGradient>
    <linearGradient id="case" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f5f4"/><stop offset="0.5" stop-color="${look.bezel}"/><stop offset="1" stop-color="#57534e"/></linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="${look.background}"/>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <rect x="${c - r * 0.55}" y="${size * 0.02}" width="${r * 1.1}" height="${size * 0.96}" rx="${size * 0.05}" fill="${look.strap}"/>
  <circle cx="${c}" cy="${c}" r="${r * 1.14}" fill="url(#case)"/>
  <rect x="${c + r * 1.1}" y="${c - size * 0.025}" width="${size * 0.05}" height="${size * 0.05}" rx="${size * 0.01}" fill="${look.bezel}"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="url(#dial)"/>
  ${ticks}
  <circle cx="${c}" cy="${c + r * 0.45}" r="${r * 0.16}" fill="none" stroke="${look.accent}" stroke-width="${size * 0.004}"/>
  ${hand(305, r * 0.55, size * 0.018, look.hands)}
  ${hand(60, r * 0.8, size * 0.012, look.hands)}
  ${hand(200, r * 0.86, size * 0.005, look.accent)}
  <circle cx="${c}" cy="${c}" r="${size * 0.016}" fill="${look.accent}"/>
</svg>`;
}

export function bannerSvg(width: number, height: number, from: string, to: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.72}" cy="${height * 0.5}" r="${height * 0.36}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="${height * 0.02}"/>
  <circle cx="${width * 0.72}" cy="${height * 0.5}" r="${height * 0.28}" fill="${accent}" fill-opacity="0.12"/>
  <line x1="${width * 0.72}" y1="${height * 0.5}" x2="${width * 0.72}" y2="${height * 0.28}" stroke="${accent}" stroke-width="${height * 0.015}" stroke-linecap="round"/>
  <line x1="${width * 0.72}" y1="${height * 0.5}" x2="${width * 0.8}" y2="${height * 0.56}" stroke="${accent}" stroke-width="${height * 0.012}" stroke-linecap="round"/>
</svg>`;
}

export function logoSvg(letter: string, color: string): string {
  // No text: a monogram-like mark made of shapes, so no font is needed.
  const n = letter.charCodeAt(0) % 4;
  const shape =
    n === 0
      ? '<polygon points="100,30 170,170 30,170" fill="#fff"/>'
      : n === 1
        ? '<rect x="50" y="50" width="100" height="100" rx="18" fill="#fff"/>'
        : n === 2
          ? '<circle cx="100" cy="100" r="55" fill="none" stroke="#fff" stroke-width="18"/>'
          : '<polygon points="100,25 175,100 100,175 25,100" fill="#fff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="40" fill="${color}"/>${shape}</svg>`;
}
