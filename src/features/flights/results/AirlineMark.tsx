/** A hue per airline code, so the same airline always gets the same mark. */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * The airline's mark: the club API sends no logos, so a coloured tile with the two-letter code.
 * Dark tones (lightness 30 %) keep white text above 7:1 contrast whatever the hue.
 */
export function AirlineMark({ code }: { code: string }) {
  return (
    <span
      className="airline-mark"
      style={{ backgroundColor: `hsl(${hueOf(code)} 55% 30%)` }}
      aria-hidden="true"
    >
      {code}
    </span>
  );
}
