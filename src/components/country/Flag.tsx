/** A country's flag, served by the site from flag-icons (`/api/flags/<alpha-2>`); decorative. */
export function Flag({ alpha2 }: { alpha2: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG; next/image adds nothing here
    <img
      className="country-flag"
      src={`/api/flags/${alpha2.toLowerCase()}`}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
    />
  );
}

export default Flag;
