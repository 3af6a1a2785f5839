/** A menu photo, lazy and sized up front (no layout shift); without one, the title's initial. */
export function ItemImage(props: { src: string | null; title: string; size: number; className?: string }) {
  const className = `qr-thumb ${props.className ?? ''}`.trim();
  if (!props.src) {
    return (
      <span className={`${className} qr-thumb-empty`} aria-hidden="true">
        {props.title.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={props.src}
      alt=""
      width={props.size}
      height={props.size}
      loading="lazy"
      decoding="async"
    />
  );
}
